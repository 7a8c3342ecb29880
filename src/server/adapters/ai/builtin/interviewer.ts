import type { NextTurnRequest, PlanTurn } from '../provider.ts';
import { extractJobFocus } from './job-focus.ts';
import { planQuestions, shortTitle } from './question-planner.ts';
import { asksForEvent } from '../../../../core/candidate-turn.ts';
import { countWords, firstWords, stripTrailingPunctuation } from './text.ts';

/**
 * The builtin interviewer's wording. It sounds like a neutral professional: it acknowledges an
 * answer without quoting it, judging it or calling it relevant; it reads a low-confidence
 * transcript back never; it asks the plan's questions as the employer wrote them and, when the
 * policy asks for a follow-up, one short probe for an example or detail. Which step comes next
 * (question, follow-up, close) is the interview conductor's decision (modules/interviews/interview-conductor.ts), not this file's.
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
/** After "I have never done that": accepted as an answer, without judging it. */
export const NEVER_DONE_ACKNOWLEDGEMENTS = ["That's fine, thank you.", 'Understood, thank you for saying so.'] as const;
/** Moving on after a request or an off-topic turn the rule no longer answers (its cap is reached). */
export const MOVE_ON = ["Let's move on.", "Let's go on to the next one."] as const;
/** After a transcript the recogniser was unsure of: nothing of it is read back. */
export const RECORDED_ACKNOWLEDGEMENT = 'Thank you, your answer is recorded.';
export const TRANSITIONS = ['Next question.', "Let's move on.", 'Here is the next one.', 'Moving on.'] as const;
/** Said once, before the plan's last question (never when the question already says it is the last). */
export const LAST_TRANSITIONS = ['And the last question.', 'Now the last question.'] as const;

/** Budgeted follow-ups by what they ask for; never built from the candidate's words. */
export const PROBES = {
  situation: [
    'Could you tell me about one particular time this happened, and what was going on?',
    'Can you think of one specific occasion? Where were you, and what happened?',
  ],
  action: ['What did you yourself do in that situation?', 'What was your own part in it? What did you do?'],
  result: ['And how did it turn out in the end?', 'What was the result of what you did?'],
  detail: [
    'Could you be more specific? How would that work in practice?',
    'Could you give me a concrete example of what you mean?',
  ],
  approach: [
    "That's fine. How would you approach it if it came up in this role?",
    'Understood. If it happened to you here, how would you go about it?',
  ],
} as const;

/** The same question again, by why; the question follows in full (rephrased for clarify). */
export const AGAIN_LEADS = {
  repeat: ['Of course, here it is again.', 'Sure, I will repeat it.'],
  clarify: ['Let me put it another way.', 'Of course, let me rephrase.'],
  reassure: [
    "That's completely fine, take your time. There is no rush. When you're ready:",
    'No problem, take a moment. There is no hurry. Whenever you are ready:',
  ],
  refuse: [
    "I'm not able to help with that. I'm here to ask the interview questions. Let's continue:",
    "That isn't something I can discuss. Let's carry on with the interview:",
  ],
  redirect: ["Let's come back to the question.", 'Let me bring us back to the question.'],
  reask: [
    "I didn't catch an answer there. Take your time.",
    "I'm sorry, I didn't get an answer. Here is the question again.",
  ],
} as const;
/** Clarify: what the plan says the question is about, and for a question about a past event, what to tell. */
export const clarifyAbout = (competency: string, description: string) =>
  `In other words, this is about ${lowerFirst(competency)}: ${lowerFirst(stripTrailingPunctuation(description))}.`;
export const EVENT_HINT = 'Think of one real situation: what happened, what you did and how it turned out.';

/** The one CV-grounded follow-up, around a short sanitised phrase from the CV (never a long quote). */
export const cvFollowUpQuestion = (phrase: string) => `Your CV mentions ${phrase}. Could you tell me more about that?`;

const pick = <T>(options: readonly T[], index: number): T => options[index % options.length]!;
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

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

/** The first of the candidate replies that fits the word limit (the last one is the question alone). */
const firstFitting = (replies: string[][], maxWords: number) =>
  replies.map((r) => r.join(' ')).find((r) => countWords(r) <= maxWords) ?? replies.at(-1)!.join(' ');

/** An employer's intro that already greets or thanks the candidate: our own greeting would say hello twice. */
const GREETS =
  /\b(hello|hi|welcome|good (morning|afternoon|evening)|thank(s| you) for (applying|your interest|your application|joining|taking))\b/i;
/** A plan question that already says it is the last one. */
const SAYS_LAST = /^\W*(and )?(finally|lastly|last(ly)?[,:]|(one |my |the |our )?(last|final) question)\b/i;

function greeting(request: NextTurnRequest): string {
  const role = `the ${shortTitle(request.posting.title)} role`;
  return request.employerName
    ? `Hello, and welcome to your interview for ${role} at ${request.employerName}.`
    : `Hello, and welcome to your interview for ${role}.`;
}

const questionCountLine = (count: number) =>
  count === 1 ? 'I will ask you one question.' : `I will ask you ${count} questions, one at a time.`;

function acknowledgement(plan: PlanTurn, variant: number): string {
  if (plan.heard === null) return RECORDED_ACKNOWLEDGEMENT;
  if (plan.heard === 'never_done') return pick(NEVER_DONE_ACKNOWLEDGEMENTS, variant);
  if (plan.heard && !['answered', 'vague'].includes(plan.heard)) return pick(MOVE_ON, variant);
  return pick(ACKNOWLEDGEMENTS, variant);
}

function probe(plan: PlanTurn, variant: number): string {
  if (plan.probe === 'cv' && plan.cv) return cvFollowUpQuestion(plan.cv.phrase);
  return pick(PROBES[plan.probe === 'cv' || !plan.probe ? 'situation' : plan.probe], variant);
}

function again(plan: PlanTurn, variant: number, maxWords: number): string {
  const response = plan.again ?? 'repeat';
  const lead = pick(AGAIN_LEADS[response], variant);
  if (response !== 'clarify') return firstFitting([[lead, plan.question], [plan.question]], maxWords);
  const about = plan.competency ? clarifyAbout(plan.competency.name, plan.competency.description) : undefined;
  const hint = asksForEvent(plan.question) ? EVENT_HINT : undefined;
  const options = [
    [lead, about, hint, plan.question],
    [about, hint, plan.question],
    [lead, about, plan.question],
    [about, plan.question],
    [lead, hint, plan.question],
    [hint, plan.question],
    [lead, plan.question],
    [plan.question],
  ].map((parts) => parts.filter((p): p is string => p !== undefined));
  return firstFitting(options, maxWords);
}

function planReply(request: NextTurnRequest, plan: PlanTurn, variant: number): string {
  const maxWords = request.rules.maxReplyWords;
  if (plan.probe) return probe(plan, variant);
  if (plan.followUp) return again(plan, variant, maxWords);
  if (request.intent === 'open')
    return compose(
      [
        ...(plan.intro && GREETS.test(plan.intro) ? [] : [{ text: greeting(request) }]),
        ...(plan.intro ? [{ text: plan.intro }] : []),
        { text: questionCountLine(plan.questionCount), optional: true },
        { text: "Let's begin.", optional: true },
        { text: plan.question },
      ],
      maxWords,
    );
  // Varied per question, so no two questions get the same words.
  const ack = acknowledgement(plan, plan.questionNumber);
  const transition =
    request.intent === 'ask-last'
      ? SAYS_LAST.test(plan.question)
        ? undefined
        : pick(LAST_TRANSITIONS, variant)
      : MOVE_ON.includes(ack as (typeof MOVE_ON)[number])
        ? undefined
        : pick(
            TRANSITIONS.filter((t) => !MOVE_ON.includes(t as (typeof MOVE_ON)[number])),
            plan.questionNumber,
          );
  return compose(
    [
      { text: ack, optional: true },
      ...(transition ? [{ text: transition, optional: request.intent !== 'ask-last' }] : []),
      { text: plan.question },
    ],
    maxWords,
  );
}

/** Interviews without a plan version: a neutral acknowledgement, or "recorded" after an unsure transcript. */
function legacyAcknowledgement(request: NextTurnRequest, variant: number): string {
  const last = request.turns.at(-1);
  return last?.speaker === 'user' && last.lowConfidence ? RECORDED_ACKNOWLEDGEMENT : pick(ACKNOWLEDGEMENTS, variant);
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
    { lead: legacyAcknowledgement(request, variant), shorterLead: pick(ACKNOWLEDGEMENTS, 0), question },
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
