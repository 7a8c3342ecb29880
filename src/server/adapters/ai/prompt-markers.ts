/**
 * The structured block the interview policy puts into its prompts. A language model
 * reads it as plain context; the builtin offline provider parses it to know what is
 * being asked (an interview turn or feedback), for which job, and how far along the
 * interview is. One format, written by the policy and read here, keeps both providers
 * on the same rules.
 */
export const PROMPT_MODES = ['interview-turn', 'feedback'] as const;
export type PromptMode = (typeof PROMPT_MODES)[number];

export type PromptMarkers = {
  mode: PromptMode;
  jobTitle: string;
  jobDescription: string;
  questionsAsked?: number;
  questionsRemaining?: number;
  maxWords?: number;
  closingLine?: string;
};

const DESCRIPTION_BEGIN = 'JOB_DESCRIPTION_BEGIN';
const DESCRIPTION_END = 'JOB_DESCRIPTION_END';
const TRANSCRIPT_BEGIN = 'TRANSCRIPT_BEGIN';
const TRANSCRIPT_END = 'TRANSCRIPT_END';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function formatMarkers(markers: PromptMarkers): string {
  const lines = [`MODE: ${markers.mode}`, `JOB_TITLE: ${oneLine(markers.jobTitle)}`];
  if (markers.questionsAsked !== undefined) lines.push(`QUESTIONS_ASKED: ${markers.questionsAsked}`);
  if (markers.questionsRemaining !== undefined) lines.push(`QUESTIONS_REMAINING: ${markers.questionsRemaining}`);
  if (markers.maxWords !== undefined) lines.push(`MAX_WORDS: ${markers.maxWords}`);
  if (markers.closingLine !== undefined) lines.push(`CLOSING_LINE: ${oneLine(markers.closingLine)}`);
  lines.push(DESCRIPTION_BEGIN, markers.jobDescription.trim(), DESCRIPTION_END);
  return lines.join('\n');
}

function field(text: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(text);
  return match?.[1]?.trim();
}

function numberField(text: string, name: string): number | undefined {
  const value = field(text, name);
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** Text between a begin line and the last end line, or undefined when the block is absent. */
function block(text: string, begin: string, end: string): string | undefined {
  const start = text.indexOf(`${begin}\n`);
  const stop = text.lastIndexOf(`\n${end}`);
  if (start === -1 || stop === -1 || stop < start) return undefined;
  return text.slice(start + begin.length + 1, stop).trim();
}

/** The markers of a prompt, or null when the text carries none (a free-form conversation). */
export function readMarkers(text: string): PromptMarkers | null {
  const mode = field(text, 'MODE');
  if (!mode || !(PROMPT_MODES as readonly string[]).includes(mode)) return null;
  const markers: PromptMarkers = {
    mode: mode as PromptMode,
    jobTitle: field(text, 'JOB_TITLE') ?? '',
    jobDescription: block(text, DESCRIPTION_BEGIN, DESCRIPTION_END) ?? '',
  };
  const asked = numberField(text, 'QUESTIONS_ASKED');
  const remaining = numberField(text, 'QUESTIONS_REMAINING');
  const maxWords = numberField(text, 'MAX_WORDS');
  const closingLine = field(text, 'CLOSING_LINE');
  if (asked !== undefined) markers.questionsAsked = asked;
  if (remaining !== undefined) markers.questionsRemaining = remaining;
  if (maxWords !== undefined) markers.maxWords = maxWords;
  if (closingLine) markers.closingLine = closingLine;
  return markers;
}

export function formatTranscriptBlock(transcript: string): string {
  return [TRANSCRIPT_BEGIN, transcript.trim(), TRANSCRIPT_END].join('\n');
}

export function readTranscriptBlock(text: string): string | undefined {
  return block(text, TRANSCRIPT_BEGIN, TRANSCRIPT_END);
}
