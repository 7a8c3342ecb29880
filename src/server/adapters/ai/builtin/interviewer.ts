import type { NextTurnRequest } from '../provider.ts';
import { extractJobFocus, mentionsSkill, type JobFocus } from './job-focus.ts';
import { planQuestions, shortTitle } from './question-planner.ts';
import { SKILL_VOCABULARY } from './skill-vocabulary.ts';
import { countWords, firstWords, quotablePhrase } from './text.ts';

const SKILL_ACKNOWLEDGEMENTS: ((skill: string) => string)[] = [
  (s) => `You mentioned ${s}, which matters for this role.`,
  (s) => `Good to hear about your work with ${s}.`,
  (s) => `Thanks, your ${s} experience is relevant here.`,
];

const QUOTE_ACKNOWLEDGEMENTS: ((quote: string) => string)[] = [
  (q) => `You said "${q}", thank you.`,
  (q) => `Thanks for that. I noted "${q}".`,
  (q) => `Interesting point: "${q}".`,
];

const PLAIN_ACKNOWLEDGEMENTS = ['Thank you.', 'Thanks.', 'Understood, thank you.'];

/** The skill an answer names: one of the posting's first, else any skill the builtin knows. */
function skillNamedIn(answer: string, focus: JobFocus): string | undefined {
  const fromPosting = focus.skills.find((skill) => mentionsSkill(answer, skill));
  if (fromPosting) return fromPosting;
  return SKILL_VOCABULARY.map(([canonical]) => canonical).find((skill) => mentionsSkill(answer, skill));
}

/** A sentence that refers back to the last answer: it names a skill the candidate used, or quotes them. */
export function acknowledge(answer: string, focus: JobFocus, turn: number, quoteWords = 6): string {
  const skill = skillNamedIn(answer, focus);
  if (skill) return SKILL_ACKNOWLEDGEMENTS[turn % SKILL_ACKNOWLEDGEMENTS.length]!(skill);
  const quote = quotablePhrase(answer, quoteWords);
  if (quote) return QUOTE_ACKNOWLEDGEMENTS[turn % QUOTE_ACKNOWLEDGEMENTS.length]!(quote);
  return PLAIN_ACKNOWLEDGEMENTS[turn % PLAIN_ACKNOWLEDGEMENTS.length]!;
}

/** Joins the parts, dropping the least important ones until the reply fits the word limit. */
function fitWords(parts: { lead?: string; shorterLead?: string; question: string }, maxWords: number): string {
  for (const lead of [parts.lead, parts.shorterLead]) {
    if (lead === undefined) continue;
    const reply = `${lead} ${parts.question}`;
    if (countWords(reply) <= maxWords) return reply;
  }
  return countWords(parts.question) <= maxWords ? parts.question : firstWords(parts.question, maxWords);
}

/** The candidate's latest answer: the last turn, when it is theirs. */
function lastAnswerOf(request: NextTurnRequest): string {
  const last = request.turns.at(-1);
  return last?.speaker === 'user' ? last.text.trim() : '';
}

/**
 * The builtin interviewer's next message: a greeting with the first planned question,
 * then each planned question introduced by a reference to the previous answer. The policy
 * never asks it to close (it sends the closing line itself).
 */
export function interviewerReply(request: NextTurnRequest): string {
  const { posting, intent, progress, rules } = request;
  const asked = progress.questionsAsked;
  const maxWords = rules.maxReplyWords;
  const focus = extractJobFocus(posting.title, posting.description);
  const plan = planQuestions(posting.title, posting.description, progress.maxQuestions, focus);
  const question = plan[asked] ?? plan[plan.length - 1]!;

  if (intent === 'open') {
    const title = shortTitle(posting.title);
    return fitWords(
      {
        lead: `Hello, and welcome to your interview for the ${title} position. I'm Screenroom's offline interviewer.`,
        shorterLead: 'Hello, and welcome to your interview.',
        question,
      },
      maxWords,
    );
  }
  const answer = lastAnswerOf(request);
  return fitWords(
    { lead: acknowledge(answer, focus, asked), shorterLead: acknowledge(answer, focus, asked, 3), question },
    maxWords,
  );
}
