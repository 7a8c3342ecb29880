import { accountLimits } from './plans.ts';

/**
 * The interview rules, in one place for the server (every AI provider follows them) and the
 * candidate page: how many questions, how long an answer may take, how long a reply may be,
 * how the interview closes, when it is out of time, and the retention a candidate is told.
 * Pure: no I/O, no validation library, so the candidate page can import it cheaply.
 */

/** At most this many interviewer questions; the next message is the closing line. */
export const MAX_QUESTIONS = 10;
/** Seconds a candidate has per answer; the answer is sent automatically when they run out. */
export const ANSWER_SECONDS = 60;
/** Slack over the answer time for a recording (the recorder stops a moment after the countdown). */
export const RECORDING_MARGIN_SECONDS = 15;
/** The longest recording accepted for an answer with the given time limit. */
export const maxRecordingSeconds = (answerSeconds: number = ANSWER_SECONDS) => answerSeconds + RECORDING_MARGIN_SECONDS;
export const recordingTooLongMessage = (answerSeconds: number = ANSWER_SECONDS) =>
  `The recording is longer than the ${answerSeconds}-second answer time. Please record a shorter answer.`;
/** Longest interviewer message, in words (it is read aloud). */
export const MAX_REPLY_WORDS = 50;
/** The words that mark the interviewer's last message; the candidate page then offers Submit. */
export const CLOSING_PHRASE = 'Thank you for completing the interview';
export const CLOSING_LINE = `${CLOSING_PHRASE}. Your answers have been recorded, and the hiring team will be in touch.`;

/** Whether a bot message ends the interview (the client then opens the completion dialog). */
export function isClosingMessage(text: string): boolean {
  return text.toLowerCase().includes(CLOSING_PHRASE.toLowerCase());
}

/** A transcription that is empty after trimming is ignored (no turn is stored). */
export function isEmptyTranscription(text: string | null | undefined): boolean {
  return (text ?? '').trim() === '';
}

/** The minimum a turn must say for progress to be derived from it (stored rows and API turns both fit). */
export type ProgressTurn = {
  seq: number;
  speaker: 'user' | 'bot';
  text: string;
  createdAt?: Date | string;
  /** An interviewer follow-up probe: it keeps the question number (and time limit) of the question it follows. */
  followUp?: boolean;
};

export type InterviewProgress = {
  /**
   * Interviewer messages so far that are not follow-ups (the greeting carries the first question;
   * the closing line counts too): the candidate is on question `questionsAsked` of `maxQuestions`.
   */
  questionsAsked: number;
  questionsRemaining: number;
  /** The plan version's question count, or MAX_QUESTIONS for interviews without one. */
  maxQuestions: number;
  /** The last message is the closing line: only Submit is left. */
  finished: boolean;
  /** The minutes per interview are used up: the next interviewer message closes it. */
  timeUp: boolean;
  /** The interviewer spoke last and the interview goes on: the candidate's answer is owed. */
  awaitingAnswer: boolean;
  /** The sequence number the next turn (answer or reply) takes. */
  nextSeq: number;
};

const timeOf = (at: Date | string | undefined) =>
  at === undefined ? undefined : at instanceof Date ? at.getTime() : Date.parse(at);

/**
 * An interview's progress from its turns (oldest first). `minutesPerInterview` is the posting
 * owner's plan limit; without it the interview never runs out of time. `questionCount` is the
 * interview's plan version's question count (MAX_QUESTIONS without one). Follow-ups do not
 * count as questions: during one the candidate stays on the same question number.
 */
export function deriveProgress(
  turns: readonly ProgressTurn[],
  options: { minutesPerInterview?: number; now?: number; questionCount?: number } = {},
): InterviewProgress {
  const last = turns.at(-1);
  const maxQuestions = options.questionCount ?? MAX_QUESTIONS;
  const questionsAsked = turns.filter((t) => t.speaker === 'bot' && !t.followUp).length;
  const finished = Boolean(last && last.speaker === 'bot' && isClosingMessage(last.text));
  const startedAt = timeOf(turns[0]?.createdAt);
  const timeUp =
    options.minutesPerInterview !== undefined &&
    startedAt !== undefined &&
    (options.now ?? Date.now()) - startedAt > options.minutesPerInterview * 60_000;
  return {
    questionsAsked,
    questionsRemaining: Math.max(0, maxQuestions - questionsAsked),
    maxQuestions,
    finished,
    timeUp,
    awaitingAnswer: Boolean(last && last.speaker === 'bot' && !finished),
    nextSeq: (last?.seq ?? 0) + 1,
  };
}

/**
 * What the interviewer's next message must do: open (greeting and first question), ask a
 * question (the last one announced as such), or close (no questions left, or out of time).
 * Interviews with a plan version decide it with `nextPlanStep` (core/interview-flow.ts).
 */
export type TurnIntent = 'open' | 'ask' | 'ask-last' | 'close';

export function nextTurnIntent(
  progress: Pick<InterviewProgress, 'questionsAsked' | 'timeUp'> & { maxQuestions?: number },
): TurnIntent {
  const remaining = (progress.maxQuestions ?? MAX_QUESTIONS) - progress.questionsAsked;
  if (remaining <= 0 || progress.timeUp) return 'close';
  if (progress.questionsAsked === 0) return 'open';
  return remaining === 1 ? 'ask-last' : 'ask';
}

/** The minutes per interview the posting owner's plan grants (time-up is measured against it). */
export function minutesPerInterview(
  ownerPlan: { plan: string | null; isFree: boolean } | null,
  billingEnabled: boolean,
): number {
  return accountLimits(ownerPlan, billingEnabled).minutesPerInterview;
}

/**
 * The days a candidate is told their interview is kept: the posting owner's plan retention,
 * the same figure the retention job deletes by.
 */
export function candidateRetentionDays(
  ownerPlan: { plan: string | null; isFree: boolean } | null,
  billingEnabled: boolean,
): number {
  return accountLimits(ownerPlan, billingEnabled).retentionDays;
}
