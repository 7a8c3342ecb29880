import type { NextTurnRequest, PlanTurn } from '../provider.ts';
import { extractJobFocus } from './job-focus.ts';
import { planQuestions, shortTitle } from './question-planner.ts';
import { countWords, firstWords } from './text.ts';

/**
 * The builtin interviewer's wording. It sounds like a neutral professional: it acknowledges an
 * answer without quoting it, judging it or calling it relevant; it reads a low-confidence
 * transcript back never; it asks the plan's questions as the employer wrote them and, when the
 * policy asks for a follow-up, one short probe for an example or detail. Which step comes next
 * (question, follow-up, close) is the interview policy's decision, not this file's.
 */

/** Neutral acknowledgements, varied by turn; none repeats or rates what the candidate said. */
export const ACKNOWLEDGEMENTS = [
  'Thank you.',
  'Thanks for that.',
  'Understood, thank you.',
  'All right, thank you.',
  'Thank you, noted.',
  'Okay, thanks.',
] as const;
/** After a transcript the recogniser was unsure of: nothing of it is read back. */
export const RECORDED_ACKNOWLEDGEMENT = 'Thank you, your answer is recorded.';
export const TRANSITIONS = ['Next question.', "Let's move on.", 'Here is the next one.', 'Moving on.'] as const;
export const LAST_TRANSITIONS = ['And the last question.', 'One final question.'] as const;

/** Follow-up probes by why the policy asked for one; never built from the candidate's words. */
export const FOLLOW_UPS = {
  short: ['Could you give a concrete example?', 'Could you say a bit more about how you approached that?'],
  negative: [
    'That is fine. Could you tell me about the closest experience you do have, or how you would approach it?',
    'Understood. How would you go about it, or what have you done that comes closest?',
  ],
  offTopic: [
    'Could you relate that to the question, with an example from your own work?',
    'To bring it back to the question: could you give an example from your own work?',
  ],
} as const;

/** The one CV-grounded follow-up, around a short sanitised phrase from the CV (never a long quote). */
export const cvFollowUpQuestion = (phrase: string) => `Your CV mentions ${phrase}. Could you tell me more about that?`;

const pick = <T>(options: readonly T[], index: number): T => options[index % options.length]!;

/** Joins the parts, dropping the least important ones until the reply fits the word limit. */
function fitWords(parts: { lead?: string; shorterLead?: string; question: string }, maxWords: number): string {
  for (const lead of [parts.lead, parts.shorterLead]) {
    if (lead === undefined) continue;
    const reply = `${lead} ${parts.question}`;
    if (countWords(reply) <= maxWords) return reply;
  }
  return countWords(parts.question) <= maxWords ? parts.question : firstWords(parts.question, maxWords);
}

type Part = { text: string; optional?: boolean };

/**
 * Builds a reply from its parts in order. Optional parts (our own small talk) are dropped, last
 * first, to stay within the word limit; the others (the greeting, the employer's intro and
 * question) are always said in full.
 */
function compose(parts: Part[], maxWords: number): string {
  const kept = [...parts];
  const total = () => countWords(kept.map((p) => p.text).join(' '));
  for (let i = kept.length - 1; i >= 0 && total() > maxWords; i--) if (kept[i]!.optional) kept.splice(i, 1);
  return kept.map((p) => p.text).join(' ');
}

function greeting(request: NextTurnRequest): string {
  const role = `the ${shortTitle(request.posting.title)} role`;
  return request.employerName
    ? `Hello, and welcome to your interview for ${role} at ${request.employerName}.`
    : `Hello, and welcome to your interview for ${role}.`;
}

const questionCountLine = (count: number) =>
  count === 1 ? 'I will ask you one question.' : `I will ask you ${count} questions, one at a time.`;

/** The candidate's latest answer, when the last turn is theirs. */
function lastAnswerOf(request: NextTurnRequest) {
  const last = request.turns.at(-1);
  return last?.speaker === 'user' ? last : undefined;
}

function acknowledgement(request: NextTurnRequest, variant: number): string {
  const answer = lastAnswerOf(request);
  if (answer?.lowConfidence) return RECORDED_ACKNOWLEDGEMENT;
  return pick(ACKNOWLEDGEMENTS, variant);
}

function followUp(plan: PlanTurn, variant: number): string {
  if (plan.followUpReason === 'cv' && plan.cv) return cvFollowUpQuestion(plan.cv.phrase);
  if (plan.followUpReason === 'negative') return pick(FOLLOW_UPS.negative, variant);
  if (plan.followUpReason === 'off-topic') return pick(FOLLOW_UPS.offTopic, variant);
  return pick(FOLLOW_UPS.short, variant);
}

function planReply(request: NextTurnRequest, plan: PlanTurn, variant: number): string {
  const maxWords = request.rules.maxReplyWords;
  if (plan.followUp) return followUp(plan, variant);
  if (request.intent === 'open')
    return compose(
      [
        { text: greeting(request) },
        ...(plan.intro ? [{ text: plan.intro }] : []),
        { text: questionCountLine(plan.questionCount), optional: true },
        { text: "Let's begin.", optional: true },
        { text: plan.question },
      ],
      maxWords,
    );
  const transition = request.intent === 'ask-last' ? pick(LAST_TRANSITIONS, variant) : pick(TRANSITIONS, variant);
  return compose(
    [
      { text: acknowledgement(request, variant), optional: true },
      { text: transition, optional: true },
      { text: plan.question },
    ],
    maxWords,
  );
}

/** Interviews without a plan version: the builtin's own questions from the job description, as before plans. */
function legacyReply(request: NextTurnRequest, variant: number): string {
  const { posting, intent, progress, rules } = request;
  const focus = extractJobFocus(posting.title, posting.description);
  const questions = planQuestions(posting.title, posting.description, progress.maxQuestions, focus);
  const question = questions[progress.questionsAsked] ?? questions[questions.length - 1]!;
  if (intent === 'open')
    return fitWords(
      {
        lead: `${greeting(request)} ${questionCountLine(progress.maxQuestions)}`,
        shorterLead: 'Hello, and welcome to your interview.',
        question,
      },
      rules.maxReplyWords,
    );
  return fitWords(
    { lead: acknowledgement(request, variant), shorterLead: pick(ACKNOWLEDGEMENTS, 0), question },
    rules.maxReplyWords,
  );
}

/**
 * The builtin interviewer's next message for the policy's request. The policy never asks it to
 * close (it sends the closing line itself). Deterministic: the variant of each phrase follows
 * the number of interviewer messages so far.
 */
export function interviewerReply(request: NextTurnRequest): string {
  const variant = request.turns.filter((t) => t.speaker === 'bot').length;
  return request.plan ? planReply(request, request.plan, variant) : legacyReply(request, variant);
}
