import type { PlanTiming } from './interview-plan-timing.ts';
import { ANSWER_SECONDS, MAX_QUESTIONS } from './interview-rules.ts';

/**
 * What a candidate is told about an interview's length, from one rule: the plan's real number
 * of questions, each question's answer time limit and an estimated duration. Without a
 * published plan the interview runs as before plans (MAX_QUESTIONS questions, ANSWER_SECONDS
 * each). Pure; the instructions, the invitation and reminder mails all say what this says.
 */

/** Seconds the interviewer takes per question (reading it aloud, the acknowledgement), on top of the answer time. */
export const INTERVIEWER_SECONDS_PER_QUESTION = 20;

export type InterviewLength = {
  questionCount: number;
  /** Seconds per answer, in question order. */
  timeLimitsSeconds: number[];
  /** Answers at their full time, plus the interviewer's part, rounded up to whole minutes. */
  estimatedMinutes: number;
};

export function interviewLength(timing: Pick<PlanTiming, 'timeLimitsSeconds'> | null | undefined): InterviewLength {
  const timeLimitsSeconds = timing?.timeLimitsSeconds.length
    ? timing.timeLimitsSeconds
    : Array.from({ length: MAX_QUESTIONS }, () => ANSWER_SECONDS);
  const seconds = timeLimitsSeconds.reduce((sum, limit) => sum + limit + INTERVIEWER_SECONDS_PER_QUESTION, 0);
  return {
    questionCount: timeLimitsSeconds.length,
    timeLimitsSeconds,
    estimatedMinutes: Math.max(1, Math.ceil(seconds / 60)),
  };
}

const duration = (seconds: number) =>
  seconds % 60 === 0 && seconds >= 120 ? `${seconds / 60} minutes` : `${seconds} seconds`;

/** "5 questions" / "1 question". */
export const questionCountText = (length: InterviewLength) =>
  length.questionCount === 1 ? '1 question' : `${length.questionCount} questions`;

/** "90 seconds per answer", or "60 seconds to 2 minutes per answer, depending on the question". */
export function answerTimeText(length: InterviewLength): string {
  const min = Math.min(...length.timeLimitsSeconds);
  const max = Math.max(...length.timeLimitsSeconds);
  return min === max
    ? `${duration(min)} per answer`
    : `${duration(min)} to ${duration(max)} per answer, depending on the question`;
}

/** "about 10 minutes". */
export const durationText = (length: InterviewLength) =>
  `about ${length.estimatedMinutes} ${length.estimatedMinutes === 1 ? 'minute' : 'minutes'}`;

/** One sentence for mails: "The interview has 5 questions (90 seconds per answer) and takes about 10 minutes." */
export const interviewLengthSentence = (length: InterviewLength) =>
  `The interview has ${questionCountText(length)} (${answerTimeText(length)}) and takes ${durationText(length)}.`;
