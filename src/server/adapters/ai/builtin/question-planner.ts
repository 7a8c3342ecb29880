import { MAX_QUESTIONS } from '../../../../core/interview-rules.ts';
import { extractJobFocus, type JobFocus } from './job-focus.ts';
import { firstWords } from './text.ts';

export const DEFAULT_PLAN_LENGTH = MAX_QUESTIONS;

const SKILL_QUESTIONS: ((skill: string) => string)[] = [
  (s) => `Can you walk me through a project where you used ${s}? What was your part, and what was the result?`,
  (s) => `How have you used ${s} in your recent work, and what was the hardest problem you solved with it?`,
  (s) => `What does good practice in ${s} look like to you, and how have you applied it?`,
  (s) => `Tell me about a time your ${s} skills made a real difference to a team or project.`,
];

const RESPONSIBILITY_QUESTIONS: ((duty: string) => string)[] = [
  (d) => `This role involves "${d}". How have you handled something similar, and what did you learn?`,
  (d) => `The posting mentions "${d}". How would you approach that in your first months here?`,
];

const BEHAVIOURAL_QUESTIONS = [
  'Describe a difficult challenge you faced at work. What did you do, and what was the outcome?',
  'Tell me about a time you disagreed with a colleague. How did you resolve it?',
  'Describe a mistake you made at work and what you learned from it.',
  'How do you prioritise when several deadlines compete for your time? Please give an example.',
  'Tell me about a time you received critical feedback. How did you respond?',
  'Describe a time you had to learn something new quickly to get a job done.',
  'What kind of team and working environment help you do your best work?',
  'Where would you like to grow over the next few years, and how does this role fit?',
];

type Kind = 'skill' | 'duty' | 'behavioural';
// Technical and role-specific questions early, behavioural ones spread between them.
const MIDDLE_PATTERN: Kind[] = ['skill', 'skill', 'duty', 'behavioural', 'skill', 'duty', 'behavioural', 'skill'];
const MAX_SKILL_QUESTIONS = 4;
const MAX_DUTY_QUESTIONS = 2;

export function shortTitle(title: string): string {
  return firstWords(title.trim() || 'open', 8);
}

function openingQuestion(): string {
  return 'To start, please tell me about yourself and what interests you in this role.';
}

function finalQuestion(title: string): string {
  return `Finally, is there anything else you would like us to know about you or your fit for the ${shortTitle(title)} role?`;
}

/**
 * The builtin interviewer's questions for one posting: an opening question, questions on
 * the skills and responsibilities the posting names, behavioural questions, and a final
 * open question. A pure function of its inputs, so every candidate for a posting gets
 * the same plan.
 */
export function planQuestions(
  title: string,
  description: string,
  length = DEFAULT_PLAN_LENGTH,
  focus: JobFocus = extractJobFocus(title, description),
): string[] {
  if (length <= 0) return [];
  if (length === 1) return [openingQuestion()];
  const queues: Record<Kind, string[]> = {
    skill: focus.skills
      .slice(0, MAX_SKILL_QUESTIONS)
      .map((skill, i) => SKILL_QUESTIONS[i % SKILL_QUESTIONS.length]!(skill)),
    duty: focus.responsibilities
      .slice(0, MAX_DUTY_QUESTIONS)
      .map((duty, i) => RESPONSIBILITY_QUESTIONS[i % RESPONSIBILITY_QUESTIONS.length]!(duty)),
    behavioural: [...BEHAVIOURAL_QUESTIONS],
  };
  const middle: string[] = [];
  for (let slot = 0; middle.length < length - 2; slot++) {
    const preferred = MIDDLE_PATTERN[slot] ?? 'behavioural';
    const kind = ([preferred, 'behavioural', 'skill', 'duty'] as Kind[]).find((k) => queues[k].length > 0);
    if (!kind) break;
    middle.push(queues[kind].shift()!);
  }
  // Past the question bank the plan repeats its behavioural questions rather than run dry.
  for (let i = 0; middle.length < length - 2; i++)
    middle.push(BEHAVIOURAL_QUESTIONS[i % BEHAVIOURAL_QUESTIONS.length]!);
  return [openingQuestion(), ...middle, finalQuestion(title)];
}
