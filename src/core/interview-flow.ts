import type { CvFollowUp } from './cv-follow-up.ts';
import type { Competency, InterviewPlan, PlanQuestion } from './interview-plan.ts';
import { isLowConfidence } from './stt-confidence.ts';

/**
 * How an interview with a plan version goes on: the plan's questions in order, each exactly
 * once; after an answer, a follow-up probe on the same question only while that question's
 * follow-ups (0–2) are not used up and the answer calls for one; then the next question, or
 * the close. Pure: the same plan and turns always give the same next step.
 * See docs/decisions/0016-interviewer-follows-plan.md.
 */

/** A stored turn as the flow needs it (rows of `interview_turns` fit). */
export type FlowTurn = {
  speaker: 'user' | 'bot';
  text: string;
  followUp?: boolean;
  sttConfidence?: number | null;
};

/** The thresholds of the follow-up rule, in words. */
export const FOLLOW_UP_RULES = {
  /** An answer shorter than this is very short ("No.", "Yes, I have", a list of keywords). */
  shortAnswerWords: 8,
  /** A negative answer ("Never used maps") up to this long is negative-and-brief. */
  briefNegativeWords: 20,
  /** Only answers up to this long are judged off-topic; a longer one is substantive whatever its words. */
  offTopicMaxWords: 15,
} as const;

/**
 * What an answer is, as far as following up goes. `low-confidence`: the transcript is likely
 * garbled, so it is treated as "answer recorded" and never probed.
 */
export type AnswerShape = 'low-confidence' | 'empty' | 'short' | 'negative' | 'off-topic' | 'substantive';
export type FollowUpReason = Extract<AnswerShape, 'empty' | 'short' | 'negative' | 'off-topic'>;

const STOP_WORDS = new Set(
  (
    'about above after again also been being both could does doing done each either from have having here ' +
    'into just like made make many more most much must only other ought over same should some such than that ' +
    'their them then there these they this those through very want were what when where which while will with ' +
    'would your yours really think thing things time tell describe give example please question answer'
  ).split(' '),
);

const NEGATIVE_OPENINGS =
  /^(no|nope|nah|never|not|none|nothing|i\s+(have\s+)?never|i\s+(do\s+not|don't|dont|haven't|havent|have\s+not|can't|cannot|can\s+not|didn't|did\s+not|wasn't|was\s+not))\b/i;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'+#.-]*/gu) ?? [];
/** Content words, cut to a short stem so "designed" meets "design" and "teams" meets "team". */
const stems = (text: string) =>
  new Set(
    wordsOf(text)
      .map((w) => w.replace(/[.'-]+$/, ''))
      .filter((w) => w.length >= 4 && !STOP_WORDS.has(w))
      .map((w) => w.slice(0, 5)),
  );

/** What the question is about: its own words, and its competency's name and description. */
export type AnswerContext = { question: string; competency?: Pick<Competency, 'name' | 'description'> };

/** Classifies an answer for the follow-up rule (see FOLLOW_UP_RULES). */
export function classifyAnswer(
  answer: { text: string; sttConfidence?: number | null },
  context: AnswerContext,
): AnswerShape {
  if (isLowConfidence(answer.sttConfidence)) return 'low-confidence';
  const text = answer.text.trim();
  const count = wordsOf(text).length;
  if (count === 0) return 'empty';
  if (NEGATIVE_OPENINGS.test(text) && count <= FOLLOW_UP_RULES.briefNegativeWords) return 'negative';
  if (count < FOLLOW_UP_RULES.shortAnswerWords) return 'short';
  if (count <= FOLLOW_UP_RULES.offTopicMaxWords) {
    const topic = stems(
      `${context.question} ${context.competency?.name ?? ''} ${context.competency?.description ?? ''}`,
    );
    const said = stems(text);
    if (![...said].some((stem) => topic.has(stem))) return 'off-topic';
  }
  return 'substantive';
}

/** Whether an answer of this shape calls for a follow-up (when the question still allows one). */
export const callsForFollowUp = (shape: AnswerShape): shape is FollowUpReason =>
  shape === 'empty' || shape === 'short' || shape === 'negative' || shape === 'off-topic';

type StepQuestion = {
  /** 0-based index into the plan's questions. */
  questionIndex: number;
  question: PlanQuestion;
  competency: Competency | undefined;
  /** This is the plan's last question. */
  last: boolean;
};

export type PlanStep =
  | ({ kind: 'ask'; first: boolean } & StepQuestion)
  | ({
      kind: 'follow-up';
      /** 'cv': the one CV-grounded follow-up (see cv-follow-up.ts), after an answer that needs no other. */
      reason: FollowUpReason | 'cv';
      /** 1-based, ≤ question.followUps */ followUpNumber: number;
    } & StepQuestion)
  | { kind: 'close' };

const stepQuestion = (plan: InterviewPlan, questionIndex: number): StepQuestion => {
  const question = plan.questions[questionIndex]!;
  return {
    questionIndex,
    question,
    competency: plan.competencies.find((c) => c.id === question.competencyId),
    last: questionIndex === plan.questions.length - 1,
  };
};

/**
 * The interviewer's next step for an interview held with `plan` after `turns` (oldest first).
 * Every interviewer message that is not a follow-up moves to the next plan question, so each is
 * asked once and in order; `timeUp` closes at once.
 */
export function nextPlanStep(
  plan: InterviewPlan,
  turns: readonly FlowTurn[],
  options: {
    timeUp?: boolean;
    /** The interview's CV follow-up (`cvFollowUpFor`), when the plan allows one and the CV was read. */
    cvFollowUp?: Pick<CvFollowUp, 'questionIndex'> | null;
  } = {},
): PlanStep {
  const bots = turns.filter((t) => t.speaker === 'bot');
  const asked = bots.filter((t) => !t.followUp).length;
  if (asked === 0) return options.timeUp ? { kind: 'close' } : { kind: 'ask', first: true, ...stepQuestion(plan, 0) };
  if (options.timeUp) return { kind: 'close' };
  const current = asked - 1;
  if (current >= plan.questions.length) return { kind: 'close' };

  let followUpsUsed = 0;
  for (let i = bots.length - 1; i >= 0 && bots[i]!.followUp; i--) followUpsUsed++;
  const last = turns.at(-1);
  const here = stepQuestion(plan, current);
  if (last?.speaker === 'user' && followUpsUsed < here.question.followUps) {
    const shape = classifyAnswer(last, { question: here.question.text, competency: here.competency });
    if (callsForFollowUp(shape))
      return { kind: 'follow-up', reason: shape, followUpNumber: followUpsUsed + 1, ...here };
  }
  // The CV follow-up: once, right after the first answer to its question when that answer needs no other follow-up.
  if (last?.speaker === 'user' && followUpsUsed === 0 && options.cvFollowUp?.questionIndex === current) {
    const shape = classifyAnswer(last, { question: here.question.text, competency: here.competency });
    if (!callsForFollowUp(shape)) return { kind: 'follow-up', reason: 'cv', followUpNumber: 1, ...here };
  }
  return current + 1 < plan.questions.length
    ? { kind: 'ask', first: false, ...stepQuestion(plan, current + 1) }
    : { kind: 'close' };
}
