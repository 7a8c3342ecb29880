import { candidateMessages } from '../../../core/candidate-messages.ts';
import { FEEDBACK_HEADINGS } from '../../../core/feedback-sections.ts';
import {
  CLOSING_LINE,
  isEmptyTranscription,
  MAX_REPLY_WORDS,
  nextTurnIntent,
  type InterviewProgress,
} from '../../../core/interview-rules.ts';
import type { TurnSemantic } from '../../../core/candidate-turn.ts';
import { cvFollowUpFor, type CvFollowUp } from '../../../core/cv-follow-up.ts';
import { nextPlanStep, type FlowTurn, type PlanStep } from '../../../core/interview-flow.ts';
import type { InterviewPlan } from '../../../core/interview-plan.ts';
import { replyLimiter } from '../../../core/reply-limit.ts';
import { isLowConfidence } from '../../../core/stt-confidence.ts';
import type {
  AiProvider,
  CallOptions,
  ConversationTurn,
  NextTurnRequest,
  PlanTurn,
  PostingBrief,
} from '../../adapters/ai/provider.ts';

/**
 * How the interview is held with an AI provider. The rules
 * themselves (question count, word limit, closing line) live in core/interview-rules.ts; this
 * decides what each provider call is for and passes it as typed data.
 */
export const EMPTY_REPLY_FALLBACK = "I'm sorry, I couldn't generate a response.";
export const FEEDBACK_FALLBACK = 'Unable to generate feedback.';
export const BOT_ERROR_FALLBACK = candidateMessages.botFallback;
/** The seven feedback sections, in the order the assessment is asked for. */
export const FEEDBACK_SECTIONS = FEEDBACK_HEADINGS;

export type TurnInput = {
  posting: PostingBrief;
  /** The employer's display name, when known. */
  employerName?: string;
  /** The conversation so far, oldest first (stored rows fit); the last user turn is the answer to reply to. */
  turns: PolicyTurn[];
  progress: Pick<InterviewProgress, 'questionsAsked' | 'questionsRemaining' | 'maxQuestions' | 'timeUp'>;
  /** The plan version the interview is held with; null/absent for interviews without one. */
  plan?: InterviewPlan | null;
  /** The CV's extracted text, when read; used only for the plan's one CV follow-up (if it allows one). */
  cvText?: string | null;
  /**
   * The meaning model's reading of the candidate's turns on the current question, by text (`TurnMeaningReader.read` over
   * `candidateTurnsToRead(turns)`; docs/decisions/0053). Absent or empty: the rules alone read them.
   */
  semantic?: ReadonlyMap<string, TurnSemantic>;
};

export type PolicyTurn = ConversationTurn & FlowTurn;

/**
 * What the interviewer's next message is: the closing line (no provider is asked), or a request
 * for the provider with what the stored message records: the plan question (0-based) it asks or
 * follows up on, and whether it is a follow-up.
 */
export type TurnDecision =
  { kind: 'close' } | { kind: 'reply'; request: NextTurnRequest; questionIndex: number | null; followUp: boolean };

const forProvider = (turns: PolicyTurn[]): ConversationTurn[] =>
  turns
    .filter((t) => !(t.speaker === 'user' && isEmptyTranscription(t.text)))
    .map((t) =>
      t.speaker === 'user' && isLowConfidence(t.sttConfidence)
        ? { speaker: t.speaker, text: t.text, lowConfidence: true }
        : { speaker: t.speaker, text: t.text },
    );

function planTurn(
  plan: InterviewPlan,
  step: Exclude<PlanStep, { kind: 'close' }>,
  cvFollowUp: CvFollowUp | null,
): PlanTurn {
  const competency = step.competency ? { name: step.competency.name, description: step.competency.description } : null;
  const base = {
    question: step.question.text,
    competency,
    questionNumber: step.questionIndex + 1,
    questionCount: plan.questions.length,
  };
  const heard = step.heard === undefined ? {} : { heard: step.heard };
  if (step.kind === 'follow-up')
    return {
      ...base,
      followUp: true,
      probe: step.probe,
      ...heard,
      ...(step.probe === 'cv' && cvFollowUp ? { cv: { phrase: cvFollowUp.phrase, excerpt: cvFollowUp.excerpt } } : {}),
    };
  if (step.kind === 'again') return { ...base, followUp: true, again: step.response, ...heard };
  return step.first && plan.intro
    ? { ...base, intro: plan.intro, followUp: false, ...heard }
    : { ...base, followUp: false, ...heard };
}

/**
 * Decides the interviewer's next message. With a plan version: the plan's next step
 * (`nextPlanStep`: its questions in order, each once, follow-ups within each question's
 * allowance, and at most one CV-grounded follow-up when the plan allows it and the CV was
 * read: `cvFollowUpFor`). Without one: as before plans (the provider words its own questions).
 */
export function decideNextTurn({
  posting,
  employerName,
  turns,
  progress,
  plan,
  cvText,
  semantic,
}: TurnInput): TurnDecision {
  const base = {
    posting,
    turns: forProvider(turns),
    rules: { maxReplyWords: MAX_REPLY_WORDS, closingLine: CLOSING_LINE },
    progress: {
      questionsAsked: progress.questionsAsked,
      questionsRemaining: progress.questionsRemaining,
      maxQuestions: progress.maxQuestions,
    },
    ...(employerName ? { employerName } : {}),
  };
  if (!plan) {
    const intent = nextTurnIntent(progress);
    if (intent === 'close') return { kind: 'close' };
    return { kind: 'reply', request: { ...base, intent }, questionIndex: null, followUp: false };
  }
  const cvFollowUp = cvFollowUpFor(plan, cvText);
  const step = nextPlanStep(plan, turns, { timeUp: progress.timeUp, cvFollowUp, posting, semantic });
  if (step.kind === 'close') return { kind: 'close' };
  const intent = step.kind !== 'ask' ? 'ask' : step.first ? 'open' : step.last ? 'ask-last' : 'ask';
  return {
    kind: 'reply',
    request: { ...base, intent, plan: planTurn(plan, step, cvFollowUp) },
    questionIndex: step.questionIndex,
    followUp: step.kind !== 'ask',
  };
}

/**
 * Streams the interviewer's next reply. When the interview must close (no questions left,
 * or out of time) the reply is the closing line and no provider is asked; an empty reply
 * becomes EMPTY_REPLY_FALLBACK; a reply over the word limit is cut by `limitReply` (the plan's
 * question and intro are never cut), the same rule for every provider. Provider failures
 * surface as the provider's AppError.
 */
export async function* streamReply(
  provider: AiProvider,
  decision: TurnDecision,
  options: CallOptions = {},
): AsyncGenerator<string> {
  if (decision.kind === 'close') {
    yield CLOSING_LINE;
    return;
  }
  // Whole sentences are passed on as they complete while they fit beside the plan's texts; the rest
  // waits for the end, where the word limit decides (replyLimiter: nothing said is ever taken back).
  const { plan, rules } = decision.request;
  const limiter = replyLimiter({ maxWords: rules.maxReplyWords, keep: [plan?.question, plan?.intro] });
  let any = false;
  let started = false;
  const say = (text: string) => {
    const piece = started ? text : text.trimStart();
    started = true;
    return inWordGroups(piece);
  };
  for await (const delta of provider.nextTurn(decision.request, options)) {
    if (delta.trim() !== '') any = true;
    for (const text of limiter.push(delta)) yield* say(text);
  }
  if (!any) {
    yield EMPTY_REPLY_FALLBACK;
    return;
  }
  for (const text of limiter.end()) yield* say(text);
}

/** A text passed on in small word groups, as the speech side expects. */
function* inWordGroups(text: string): Generator<string> {
  yield* text.match(/\s*\S+(?:\s+\S+){0,2}\s*/g) ?? [text];
}

/** `decideNextTurn`, then `streamReply`. */
export function nextBotTurn(provider: AiProvider, input: TurnInput, options: CallOptions = {}): AsyncGenerator<string> {
  return streamReply(provider, decideNextTurn(input), options);
}

/** Section headings a feedback text lacks (for logging; a model may still phrase them its own way). */
export function missingFeedbackSections(feedback: string): string[] {
  const lower = feedback.toLowerCase();
  return FEEDBACK_SECTIONS.filter((section) => !lower.includes(section.toLowerCase()));
}
