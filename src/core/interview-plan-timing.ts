import { PLAN_RULES, type InterviewPlan } from './interview-plan.ts';

/**
 * What the candidate page and the answer checks need from an interview's plan version: how many
 * questions it has and each question's own answer time limit. No question text: candidates do
 * not see the questions before they are asked.
 */
export type PlanTiming = {
  /** The published version number the interview was started with. */
  version: number;
  questionCount: number;
  /** Seconds per answer, in question order. */
  timeLimitsSeconds: number[];
  /** The plan's thinking pause for hands-free answers (ms); absent: the default (src/core/turn-taking.ts). */
  thinkingPauseMs?: number;
};

export function planTiming(version: number, plan: Pick<InterviewPlan, 'questions' | 'thinkingPauseMs'>): PlanTiming {
  return {
    version,
    questionCount: plan.questions.length,
    timeLimitsSeconds: plan.questions.map((q) => q.timeLimitSeconds),
    ...(plan.thinkingPauseMs === undefined ? {} : { thinkingPauseMs: plan.thinkingPauseMs }),
  };
}

/**
 * The 0-based index of the question being answered after `questionsAsked` interviewer messages
 * (the greeting carries the first question). Past the plan's last question it stays on the last.
 */
export function currentQuestionIndex(questionsAsked: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.min(Math.max(questionsAsked - 1, 0), questionCount - 1);
}

/**
 * Seconds the candidate has to answer question `questionIndex` (0-based) of the interview's plan
 * version; without a plan version (interviews from before plans, postings never published) or
 * outside the plan, the default answer time.
 */
export function answerTimeLimitSeconds(planVersion: PlanTiming | null | undefined, questionIndex: number): number {
  return planVersion?.timeLimitsSeconds[questionIndex] ?? PLAN_RULES.defaultAnswerSeconds;
}

/**
 * Two validated plans are the same when their JSON is. Both come out of the zod contract, which
 * fixes the key order, so publishing an unchanged draft creates no new version.
 */
export function samePlan(a: InterviewPlan, b: InterviewPlan): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
