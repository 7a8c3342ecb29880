import { FEEDBACK_HEADINGS } from '../../../core/feedback-sections.ts';
import {
  CLOSING_LINE,
  CLOSING_PHRASE,
  isEmptyTranscription,
  MAX_QUESTIONS,
  MAX_REPLY_WORDS,
  nextTurnIntent,
} from '../../../core/interview-rules.ts';
import { formatMarkers, formatTranscriptBlock } from '../../adapters/ai/prompt-markers.ts';
import { collectChat, type AiProvider, type ChatMessage } from '../../adapters/ai/provider.ts';

/**
 * How the interview is held with an AI provider (PRODUCT-SPEC §4, §7, §8, §9). The rules
 * themselves (question count, word limit, closing line) live in core/interview-rules.ts.
 */
export const TURN_CHAT = { temperature: 0.8, maxTokens: 150 } as const;
export const FEEDBACK_CHAT = { temperature: 0.7, maxTokens: 1000 } as const;
export const EMPTY_REPLY_FALLBACK = "I'm sorry, I couldn't generate a response.";
export const FEEDBACK_FALLBACK = 'Unable to generate feedback.';
export const BOT_ERROR_FALLBACK =
  'I apologize, but I encountered an error while processing your request. Please try again.';
/** The seven sections of PRODUCT-SPEC §3, in the order the assessment is asked for. */
export const FEEDBACK_SECTIONS = FEEDBACK_HEADINGS;
/** Stands in for the candidate before their first answer, so every provider sees a user turn. */
export const INTERVIEW_START_MESSAGE = "Hello, I'm ready to begin the interview.";

export type InterviewTurn = { speaker: 'user' | 'bot'; text: string };

export type TurnInput = {
  /** The plan's minutes per interview are used up: close now, whatever the question count. */
  timeUp?: boolean;
  title: string;
  description: string;
  /** The conversation so far, oldest first; the last user turn is the answer to reply to. */
  turns: InterviewTurn[];
  /** Bot messages sent so far (the greeting carries the first question). */
  questionsAsked: number;
};

export type FeedbackInput = { title: string; description: string; transcript: string };

function questionsRemaining(questionsAsked: number): number {
  return Math.max(0, MAX_QUESTIONS - questionsAsked);
}

function turnInstructions(title: string, asked: number, remaining: number): string {
  const lines = [
    `You are a professional, friendly interviewer holding a spoken screening interview for the position "${title}".`,
    'Ask exactly one question per reply, grounded in the job description below. Where you can, follow up on something specific the candidate just said, naming or briefly quoting it.',
    `Keep every reply under ${MAX_REPLY_WORDS} words; it is read aloud.`,
    `You have asked ${asked} of ${MAX_QUESTIONS} questions; ${remaining} ${remaining === 1 ? 'question remains' : 'questions remain'}.`,
  ];
  if (asked === 0) lines.push('Open with a one-sentence greeting, then ask your first question.');
  if (remaining === 1) lines.push('This is your last question.');
  lines.push(
    'Do not reveal scores, feedback or the outcome. Never reply with a Markdown list or role labels.',
    `When no questions remain, reply with exactly: "${CLOSING_LINE}" and never use the words "${CLOSING_PHRASE}" before then.`,
  );
  return lines.join('\n');
}

/** The messages for the interviewer's next reply: system prompt, prior turns and the new answer. */
export function buildTurnMessages({ title, description, turns, questionsAsked }: TurnInput): ChatMessage[] {
  const remaining = questionsRemaining(questionsAsked);
  const markers = formatMarkers({
    mode: 'interview-turn',
    jobTitle: title,
    jobDescription: description,
    questionsAsked,
    questionsRemaining: remaining,
    maxWords: MAX_REPLY_WORDS,
    closingLine: CLOSING_LINE,
  });
  const messages: ChatMessage[] = [
    { role: 'system', content: `${turnInstructions(title, questionsAsked, remaining)}\n\n${markers}` },
  ];
  for (const turn of turns) {
    if (turn.speaker === 'user' && isEmptyTranscription(turn.text)) continue;
    messages.push({ role: turn.speaker === 'bot' ? 'assistant' : 'user', content: turn.text.trim() });
  }
  if (!messages.some((m) => m.role === 'user')) messages.push({ role: 'user', content: INTERVIEW_START_MESSAGE });
  return messages;
}

/** The messages asking for the assessment in the seven sections of PRODUCT-SPEC §3. */
export function buildFeedbackMessages({ title, description, transcript }: FeedbackInput): ChatMessage[] {
  const system = [
    `You are an experienced recruiter assessing a candidate's screening interview for the position "${title}".`,
    "Judge only from the transcript and the job description, and quote the candidate's own words as evidence.",
    'Write these sections in this order, each heading on its own line:',
    'Overall Score: <a number from 1 to 100>/100',
    ...FEEDBACK_SECTIONS.slice(1),
    '',
    formatMarkers({ mode: 'feedback', jobTitle: title, jobDescription: description }),
  ].join('\n');
  const user = [
    'Here is the interview transcript. USER lines are the candidate, BOT lines the interviewer; [HH:MM:SS] is the time since the start.',
    formatTranscriptBlock(transcript),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** Section headings a feedback text lacks (for logging; a model may still phrase them its own way). */
export function missingFeedbackSections(feedback: string): string[] {
  const lower = feedback.toLowerCase();
  return FEEDBACK_SECTIONS.filter((section) => !lower.includes(section.toLowerCase()));
}

/**
 * Streams the interviewer's next reply. After MAX_QUESTIONS questions the reply is the
 * closing line and no model is asked; an empty model reply becomes EMPTY_REPLY_FALLBACK.
 * Provider failures surface as the provider's AppError.
 */
export async function* nextBotTurn(
  provider: AiProvider,
  input: TurnInput,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  if (nextTurnIntent({ questionsAsked: input.questionsAsked, timeUp: Boolean(input.timeUp) }) === 'close') {
    yield CLOSING_LINE;
    return;
  }
  let leading = '';
  let started = false;
  for await (const delta of provider.chat(buildTurnMessages(input), { ...TURN_CHAT, signal: options.signal })) {
    if (started) {
      yield delta;
      continue;
    }
    // Hold leading whitespace back so an all-blank reply can still become the fallback.
    leading += delta;
    if (leading.trim() === '') continue;
    started = true;
    yield leading.trimStart();
  }
  if (!started) yield EMPTY_REPLY_FALLBACK;
}

/** The assessment text, or null when the provider returned nothing. */
export async function requestFeedback(
  provider: AiProvider,
  input: FeedbackInput,
  options: { signal?: AbortSignal } = {},
): Promise<string | null> {
  const text = await collectChat(
    provider.chat(buildFeedbackMessages(input), { ...FEEDBACK_CHAT, signal: options.signal }),
  );
  return text.trim() === '' ? null : text.trim();
}
