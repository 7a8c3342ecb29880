import type { Competency, InterviewPlan } from './interview-plan.ts';

/**
 * Where the CV meets the plan (docs/decisions/0023-cv-follow-up-and-cv-note.md): which plan
 * question may get the one CV-grounded follow-up, the short sanitised phrase the builtin
 * interviewer says, the capped excerpt a model is given as data, and which competencies the CV
 * mentions (for the "CV vs interview" note). Pure and deterministic: a CV line "mentions" a
 * competency when it shares a content word (cut to a short stem) with the competency's name or
 * description.
 */
export const CV_FOLLOW_UP_RULES = {
  /** The phrase the builtin interviewer says is at most this many words. */
  phraseWords: 6,
  /** At most this many characters of matching CV lines are sent to a model. */
  excerptChars: 600,
  /** At most this many matching CV lines are sent to a model. */
  excerptLines: 5,
  /** Content words are at least this long. */
  minWordLength: 4,
  /** A CV line with fewer words than this (after sanitising) is a heading, a bare title or a contact line: never quoted. */
  minLineWords: 4,
} as const;

const STOP_WORDS = new Set(
  (
    'about above after again also been being both could does doing done each either from have having here ' +
    'into just like made make many more most much must only other over same should some such than that ' +
    'their them then there these they this those through very want were what when where which while will with ' +
    'would your yours able good great strong work working worked well using used years year team teams ' +
    'experience skills skill knowledge ability candidate role'
  ).split(' '),
);

const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
const EMAIL = /\S+@\S+/g;
/** Runs of 6+ digits with separators: phone numbers and similar identifiers. */
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;

/** A CV line with links, e-mail addresses and phone numbers removed, and only letters, digits, spaces and basic punctuation kept. */
export function sanitizeCvLine(line: string): string {
  return line
    .replace(URL, ' ')
    .replace(EMAIL, ' ')
    .replace(PHONE, ' ')
    .replace(/[^\p{L}\p{N}\s.,;:'()+#/&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}+#.'-]*/gu) ?? [];
const stemOf = (word: string) =>
  word
    .toLowerCase()
    .replace(/[.'-]+$/, '')
    .slice(0, 5);
const isContent = (word: string) => {
  const w = word.toLowerCase().replace(/[.'-]+$/, '');
  return w.length >= CV_FOLLOW_UP_RULES.minWordLength && !STOP_WORDS.has(w) && !/^\d+$/.test(w);
};

/** The content-word stems of a competency: its name and description. */
const competencyStems = (competency: Pick<Competency, 'name' | 'description'>) =>
  new Set(wordsOf(`${competency.name} ${competency.description}`).filter(isContent).map(stemOf));

/** What the CV says about one competency: its first matching line, the word that matched and the matching lines. */
export type CvMention = { line: string; word: string; lines: string[] };

/**
 * The CV lines a question may come from: a role, project or skill, never the header. The first
 * line (the candidate's name, often with a headline) is skipped, and so is every line that is
 * short once links, e-mail addresses and phone numbers are gone (headings, bare titles, contact lines).
 */
export function cvBodyLines(cvText: string): string[] {
  const lines = cvText.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines
    .slice(1)
    .map(sanitizeCvLine)
    .filter((line) => wordsOf(line).length >= CV_FOLLOW_UP_RULES.minLineWords);
}

/** The CV's sanitised lines that share a content word with the competency, or null when none does. */
export function cvMentionOf(cvText: string, competency: Pick<Competency, 'name' | 'description'>): CvMention | null {
  const topic = competencyStems(competency);
  const lines: string[] = [];
  let first: { line: string; word: string } | null = null;
  for (const line of cvText.split(/\r?\n/).map(sanitizeCvLine)) {
    const word = wordsOf(line).find((w) => isContent(w) && topic.has(stemOf(w)));
    if (!word) continue;
    lines.push(line);
    first ??= { line, word: word.replace(/[.'-]+$/, '') };
  }
  return first ? { ...first, lines } : null;
}

/** Up to `phraseWords` words of the line, around (and starting near) the word that matched. */
export function cvPhrase(mention: Pick<CvMention, 'line' | 'word'>): string {
  const words = mention.line.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
  const at = Math.max(
    0,
    words.findIndex((w) => w.toLowerCase().includes(mention.word.toLowerCase())),
  );
  const start = Math.max(0, Math.min(at - 2, words.length - CV_FOLLOW_UP_RULES.phraseWords));
  return words
    .slice(start, start + CV_FOLLOW_UP_RULES.phraseWords)
    .join(' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})+#]+$/gu, '');
}

/** The matching CV lines, capped, for a model (always passed as delimited data). */
export function cvExcerpt(mention: Pick<CvMention, 'lines'>): string {
  const text = mention.lines.slice(0, CV_FOLLOW_UP_RULES.excerptLines).join('\n');
  return text.length <= CV_FOLLOW_UP_RULES.excerptChars
    ? text
    : `${text.slice(0, CV_FOLLOW_UP_RULES.excerptChars - 1).trimEnd()}…`;
}

/** The one CV-grounded follow-up an interview may get: after the answer to this plan question. */
export type CvFollowUp = { questionIndex: number; phrase: string; excerpt: string };

/**
 * The CV follow-up for an interview: null unless the plan allows one and CV text is available;
 * else the first plan question whose competency the CV mentions, with the phrase and excerpt.
 */
export function cvFollowUpFor(plan: InterviewPlan, cvText: string | null | undefined): CvFollowUp | null {
  if (!plan.cvFollowUp || !cvText?.trim()) return null;
  for (const [questionIndex, question] of plan.questions.entries()) {
    const competency = plan.competencies.find((c) => c.id === question.competencyId);
    const mention = competency && cvMentionOf(cvBodyLines(cvText).join('\n'), competency);
    if (!mention) continue;
    const phrase = cvPhrase(mention);
    if (phrase) return { questionIndex, phrase, excerpt: cvExcerpt(mention) };
  }
  return null;
}
