import {
  classifyCandidateTurn,
  type MissingPart,
  type TurnContext,
  type TurnKind,
  type TurnSemantic,
} from './candidate-turn.ts';
import type { CvFollowUp } from './cv-follow-up.ts';
import type { Competency, InterviewPlan, PlanQuestion } from './interview-plan.ts';
import { isLowConfidence } from './stt-confidence.ts';

/**
 * How an interview with a plan version goes on: the plan's questions in order, each exactly
 * once. After each candidate turn the rule reads what they did (`classifyCandidateTurn`,
 * docs/decisions/0032) and answers it with one response, within the plan's budget:
 * - a budgeted follow-up (a probe for the missing part of a story or for detail, "how would you approach it"
 *   after never-done, the one CV question) while the question's follow-ups (0–2) allow;
 * - the same question again, not budgeted and not a new question (repeat it, rephrase it, give
 *   them a moment, refuse a word to the AI, bring an off-topic or unusable turn back), capped
 *   by TURN_RESPONSE_RULES so an interview always ends;
 * - else the next question, or the close.
 * Pure: the same plan and turns always give the same next step. What each stored follow-up
 * message was is found again by replaying the rule over the turns (no extra column).
 * See docs/decisions/0016-interviewer-follows-plan.md and 0032.
 */

/** A stored turn as the flow needs it (rows of `interview_turns` fit). */
export type FlowTurn = {
  speaker: 'user' | 'bot';
  text: string;
  followUp?: boolean;
  sttConfidence?: number | null;
};

/** The caps on returning to the same question without a budgeted follow-up. */
export const TURN_RESPONSE_RULES = {
  /** Each request (repeat, clarify, a moment, a word to the AI) is answered at most this often per question; then the interview moves on. */
  maxSameRequest: 2,
  /** An off-topic or unusable turn is brought back to the question at most this often per question. */
  maxRedirects: 1,
  /** At most this many returns to one question in all. */
  maxAgainPerQuestion: 4,
} as const;

/** The same question again, and why: not a follow-up of the plan's budget, not a new question. */
export type AgainResponse = 'repeat' | 'clarify' | 'reassure' | 'refuse' | 'redirect' | 'reask';
/** What a budgeted follow-up asks for: a missing part of the story, how they would approach it, or the one CV question. */
export type ProbeFor = MissingPart | 'detail' | 'approach' | 'cv';

const AGAIN_FOR: Partial<Record<TurnKind, AgainResponse>> = {
  repeat: 'repeat',
  clarify: 'clarify',
  time_or_nerves: 'reassure',
  addressed_ai: 'refuse',
  off_topic: 'redirect',
  nothing_usable: 'reask',
};

type StepQuestion = {
  /** 0-based index into the plan's questions. */
  questionIndex: number;
  question: PlanQuestion;
  competency: Competency | undefined;
  /** This is the plan's last question. */
  last: boolean;
};

/** What the rule heard in the candidate's last turn (absent at the opening; null kind for a low-confidence transcript). */
type Heard = { heard?: TurnKind | null };

export type PlanStep =
  | ({ kind: 'ask'; first: boolean } & StepQuestion & Heard)
  | ({
      kind: 'follow-up';
      probe: ProbeFor;
      /** 1-based, ≤ question.followUps (the CV question may be the one a question with none gets). */
      followUpNumber: number;
    } & StepQuestion &
      Heard)
  | ({ kind: 'again'; response: AgainResponse } & StepQuestion & Heard)
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

type FlowOptions = {
  timeUp?: boolean;
  /** The interview's CV follow-up (`cvFollowUpFor`), when the plan allows one and the CV was read. */
  cvFollowUp?: Pick<CvFollowUp, 'questionIndex'> | null;
  /** The posting, so the rule knows what the job is about. */
  posting?: TurnContext['posting'];
  /**
   * The meaning model's reading of candidate turns, by the turn's text (`candidateTurnsToRead`; docs/decisions/0053).
   * A turn without one is read by the rules alone.
   */
  semantic?: ReadonlyMap<string, TurnSemantic>;
};

/** What has happened on the current question (and the CV question, once per interview). */
type QuestionState = {
  probes: number;
  again: Partial<Record<AgainResponse, number>>;
  againTotal: number;
  cvAsked: boolean;
  /** The candidate's answers on this question so far (turns that were followed by a probe). */
  answers: string[];
};

/** The candidate's turn since the interviewer last spoke: consecutive segments are one turn. */
type Said = { text: string; lowConfidence: boolean };

/**
 * The turns as exchanges: each interviewer message with the candidate's turn before it, and the candidate's turn
 * since the interviewer last spoke. The one place consecutive segments become one turn.
 */
function exchanges(turns: readonly FlowTurn[]): {
  spoken: { said: Said | null; interviewer: FlowTurn }[];
  since: Said | null;
} {
  const spoken: { said: Said | null; interviewer: FlowTurn }[] = [];
  let said = null as Said | null;
  for (const turn of turns) {
    if (turn.speaker === 'user') {
      said = {
        text: said ? `${said.text} ${turn.text}` : turn.text,
        lowConfidence: (said?.lowConfidence ?? false) || isLowConfidence(turn.sttConfidence),
      };
      continue;
    }
    spoken.push({ said, interviewer: turn });
    said = null;
  }
  return { spoken, since: said };
}

/** The response to what the candidate said on question `here`, given what has happened on it. */
function respond(
  here: StepQuestion,
  said: Said,
  state: QuestionState,
  context: { posting?: TurnContext['posting']; cvQuestionIndex?: number; semantic?: FlowOptions['semantic'] },
): Exclude<PlanStep, { kind: 'ask' } | { kind: 'close' }> | { kind: 'next'; heard: TurnKind | null | undefined } {
  if (said.lowConfidence) return { kind: 'next', heard: null };
  const { kind, missing } = classifyCandidateTurn(said.text, {
    question: here.question.text,
    competency: here.competency,
    posting: context.posting,
    earlier: state.answers.join(' '),
    semantic: context.semantic?.get(said.text),
  });
  const again = AGAIN_FOR[kind];
  if (again) {
    const cap =
      again === 'redirect' || again === 'reask' ? TURN_RESPONSE_RULES.maxRedirects : TURN_RESPONSE_RULES.maxSameRequest;
    if ((state.again[again] ?? 0) < cap && state.againTotal < TURN_RESPONSE_RULES.maxAgainPerQuestion)
      return { kind: 'again', response: again, heard: kind, ...here };
    return { kind: 'next', heard: kind };
  }
  const probe = (what: ProbeFor) =>
    ({ kind: 'follow-up', probe: what, followUpNumber: state.probes + 1, heard: kind, ...here }) as const;
  const budgetLeft = state.probes < here.question.followUps;
  if (kind === 'answered' && context.cvQuestionIndex === here.questionIndex && !state.cvAsked && state.probes === 0)
    return probe('cv');
  if (kind === 'never_done')
    return budgetLeft && state.probes === 0 ? probe('approach') : { kind: 'next', heard: kind };
  if (kind === 'answered' && missing && budgetLeft) return probe(missing);
  if (kind === 'vague' && budgetLeft) return probe(missing ?? 'detail');
  return { kind: 'next', heard: kind };
}

/**
 * The interviewer's next step for an interview held with `plan` after `turns` (oldest first).
 * Every interviewer message that is not a follow-up moves to the next plan question, so each is
 * asked once and in order; `timeUp` closes at once.
 */
export function nextPlanStep(plan: InterviewPlan, turns: readonly FlowTurn[], options: FlowOptions = {}): PlanStep {
  if (options.timeUp) return { kind: 'close' };
  const context = {
    posting: options.posting,
    cvQuestionIndex: options.cvFollowUp?.questionIndex,
    semantic: options.semantic,
  };
  let current = -1;
  let state: QuestionState = { probes: 0, again: {}, againTotal: 0, cvAsked: false, answers: [] };
  const { spoken, since } = exchanges(turns);
  for (const { said, interviewer } of spoken) {
    if (!interviewer.followUp || current < 0) {
      current++;
      state = { probes: 0, again: {}, againTotal: 0, cvAsked: state.cvAsked, answers: [] };
    } else if (current < plan.questions.length) {
      // Replay: what this stored follow-up message was, by the same rule.
      const was = said ? respond(stepQuestion(plan, current), said, state, context) : null;
      if (was?.kind === 'again') {
        state.again[was.response] = (state.again[was.response] ?? 0) + 1;
        state.againTotal++;
      } else {
        state.probes++;
        if (said) state.answers.push(said.text);
        if (was?.kind === 'follow-up' && was.probe === 'cv') state.cvAsked = true;
      }
    }
  }
  if (current < 0) return { kind: 'ask', first: true, ...stepQuestion(plan, 0) };
  if (current >= plan.questions.length) return { kind: 'close' };
  const here = stepQuestion(plan, current);
  // No answer since the interviewer spoke (a retried reply): as before, on to the next question.
  const step = since ? respond(here, since, state, context) : ({ kind: 'next', heard: undefined } as const);
  if (step.kind !== 'next') return step;
  return current + 1 < plan.questions.length
    ? { kind: 'ask', first: false, heard: step.heard, ...stepQuestion(plan, current + 1) }
    : { kind: 'close' };
}

/**
 * The candidate's turns on the current question as `nextPlanStep` reads them (consecutive segments joined into one
 * turn): the texts an adapter reads for their meaning before the step is decided (`FlowOptions.semantic`).
 */
export function candidateTurnsToRead(turns: readonly FlowTurn[]): string[] {
  const { spoken, since } = exchanges(turns);
  let texts: string[] = [];
  for (const { said, interviewer } of spoken) {
    if (said) texts.push(said.text);
    if (!interviewer.followUp) texts = [];
  }
  return since ? [...texts, since.text] : texts;
}
