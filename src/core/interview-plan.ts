import { z } from 'zod';
import { ANSWER_SECONDS } from './interview-rules.ts';
import { THINKING_PAUSE, THINKING_PAUSE_MESSAGE } from './turn-taking.ts';

/**
 * The interview plan of a posting: what is assessed (competencies with weights and rating
 * anchors) and what is asked (1–10 questions, each tied to one competency, with its own
 * answer time limit and follow-up allowance). Shared by the server, the web forms and
 * every assessor.
 */
export const PLAN_RULES = {
  minQuestions: 1,
  maxQuestions: 10,
  maxCompetencies: 10,
  minAnswerSeconds: 30,
  maxAnswerSeconds: 300,
  defaultAnswerSeconds: ANSWER_SECONDS,
  maxFollowUps: 2,
  defaultFollowUps: 1,
  maxWeight: 100,
} as const;

/**
 * Every message a plan field can get, in plain words (one home for the web editor's field errors
 * and the server's 400s; issue #27: never "Too small: expected number to be >=30").
 */
export const planFieldMessages = {
  idRequired: 'Give it an id.',
  idTooLong: 'An id has at most 64 characters.',
  idCharacters: 'Use letters, digits, "-" or "_".',
  competencyName: 'Give the competency a name.',
  competencyNameTooLong: 'The competency name must be at most 80 characters.',
  competencyDescription: 'Describe what good looks like for this competency.',
  competencyDescriptionTooLong: 'The description must be at most 1,000 characters.',
  weightNumber: 'Weight must be a number.',
  weightPositive: 'Weight must be more than 0.',
  weightTooHigh: `Weight must be at most ${PLAN_RULES.maxWeight}.`,
  anchor: (rating: 1 | 3 | 5) => `Describe what a rating of ${rating} looks like.`,
  anchorTooLong: 'A rating description must be at most 500 characters.',
  questionText: 'Write the question.',
  questionTextTooLong: 'A question must be at most 500 characters.',
  competencyRequired: 'Choose the competency this question assesses.',
  timeLimitNumber: 'Time limit must be a whole number of seconds.',
  timeLimitTooShort: `Time limit must be at least ${PLAN_RULES.minAnswerSeconds} seconds.`,
  timeLimitTooLong: `Time limit must be at most ${PLAN_RULES.maxAnswerSeconds} seconds.`,
  followUpsNumber: 'Follow-ups must be a whole number.',
  followUpsRange: `Follow-ups must be between 0 and ${PLAN_RULES.maxFollowUps}.`,
  knockoutQuestion: 'Write the yes/no question, or remove it.',
  knockoutTooLong: 'The yes/no question must be at most 300 characters.',
  introRequired: 'Write the introduction, or leave it out.',
  introTooLong: 'The introduction must be at most 600 characters.',
  competenciesMin: 'Add at least one competency.',
  competenciesMax: `A plan has at most ${PLAN_RULES.maxCompetencies} competencies.`,
  questionsMin: `Add at least ${PLAN_RULES.minQuestions} question.`,
  questionsMax: `A plan has at most ${PLAN_RULES.maxQuestions} questions.`,
  /** Deleting a competency that still has questions (the editor refuses; issue #27). */
  competencyHasQuestions: (name: string, count: number) =>
    `"${name || 'This competency'}" still has ${count} question${count === 1 ? '' : 's'}. Move ${count === 1 ? 'it' : 'them'} to another competency or delete ${count === 1 ? 'it' : 'them'} first.`,
} as const;

const m = planFieldMessages;

const id = z
  .string(m.idRequired)
  .trim()
  .min(1, m.idRequired)
  .max(64, m.idTooLong)
  .regex(/^[A-Za-z0-9][\w-]*$/, m.idCharacters);

/** What a rating of 1, 3 and 5 looks like for one competency (2 and 4 lie between). */
const anchor = (rating: 1 | 3 | 5) =>
  z.string(m.anchor(rating)).trim().min(1, m.anchor(rating)).max(500, m.anchorTooLong);

export const ratingAnchorsSchema = z.object({ 1: anchor(1), 3: anchor(3), 5: anchor(5) });

export const competencySchema = z.object({
  id,
  name: z.string(m.competencyName).trim().min(1, m.competencyName).max(80, m.competencyNameTooLong),
  /** What good looks like. */
  description: z
    .string(m.competencyDescription)
    .trim()
    .min(1, m.competencyDescription)
    .max(1000, m.competencyDescriptionTooLong),
  weight: z.number(m.weightNumber).positive(m.weightPositive).max(PLAN_RULES.maxWeight, m.weightTooHigh),
  anchors: ratingAnchorsSchema,
});

export const planQuestionSchema = z.object({
  id,
  competencyId: z.string(m.competencyRequired).trim().min(1, m.competencyRequired).max(64, m.idTooLong),
  text: z.string(m.questionText).trim().min(1, m.questionText).max(500, m.questionTextTooLong),
  timeLimitSeconds: z
    .number(m.timeLimitNumber)
    .int(m.timeLimitNumber)
    .min(PLAN_RULES.minAnswerSeconds, m.timeLimitTooShort)
    .max(PLAN_RULES.maxAnswerSeconds, m.timeLimitTooLong)
    .default(PLAN_RULES.defaultAnswerSeconds),
  followUps: z
    .number(m.followUpsNumber)
    .int(m.followUpsNumber)
    .min(0, m.followUpsRange)
    .max(PLAN_RULES.maxFollowUps, m.followUpsRange)
    .default(PLAN_RULES.defaultFollowUps),
});

/** A yes/no question shown at intake; the other answer ends the application politely. */
export const knockoutSchema = z.object({
  question: z.string(m.knockoutQuestion).trim().min(1, m.knockoutQuestion).max(300, m.knockoutTooLong),
  requiredAnswer: z.enum(['yes', 'no']),
});

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

export const interviewPlanSchema = z
  .object({
    intro: z.string(m.introRequired).trim().min(1, m.introRequired).max(600, m.introTooLong).optional(),
    knockout: knockoutSchema.optional(),
    competencies: z
      .array(competencySchema, m.competenciesMin)
      .min(1, m.competenciesMin)
      .max(PLAN_RULES.maxCompetencies, m.competenciesMax),
    questions: z
      .array(planQuestionSchema, m.questionsMin)
      .min(PLAN_RULES.minQuestions, m.questionsMin)
      .max(PLAN_RULES.maxQuestions, m.questionsMax),
    /**
     * The interviewer may ask one follow-up grounded in the candidate's CV (absent: no).
     * See docs/decisions/0023-cv-follow-up-and-cv-note.md.
     */
    cvFollowUp: z.boolean().optional(),
    /**
     * The thinking pause that ends a spoken answer in hands-free turns, in ms (absent: the default;
     * range and default in THINKING_PAUSE, src/core/turn-taking.ts).
     */
    thinkingPauseMs: z
      .number({ error: THINKING_PAUSE_MESSAGE })
      .int(THINKING_PAUSE_MESSAGE)
      .min(THINKING_PAUSE.minMs, THINKING_PAUSE_MESSAGE)
      .max(THINKING_PAUSE.maxMs, THINKING_PAUSE_MESSAGE)
      .optional(),
  })
  .superRefine((plan, ctx) => {
    for (const dup of duplicates(plan.competencies.map((c) => c.id)))
      ctx.addIssue({ code: 'custom', path: ['competencies'], message: `Competency id "${dup}" is used twice.` });
    for (const dup of duplicates(plan.questions.map((q) => q.id)))
      ctx.addIssue({ code: 'custom', path: ['questions'], message: `Question id "${dup}" is used twice.` });
    const known = new Set(plan.competencies.map((c) => c.id));
    plan.questions.forEach((question, index) => {
      if (!known.has(question.competencyId))
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'competencyId'],
          message: `Question "${question.id}" refers to unknown competency "${question.competencyId}".`,
        });
    });
    const asked = new Set(plan.questions.map((q) => q.competencyId));
    plan.competencies.forEach((competency, index) => {
      if (!asked.has(competency.id))
        ctx.addIssue({
          code: 'custom',
          path: ['competencies', index],
          message: `No question assesses "${competency.name}"; add one or remove the competency.`,
        });
    });
  });

export type RatingAnchors = z.infer<typeof ratingAnchorsSchema>;
export type Competency = z.infer<typeof competencySchema>;
export type PlanQuestion = z.infer<typeof planQuestionSchema>;
export type InterviewPlan = z.infer<typeof interviewPlanSchema>;
/** A plan as an editor sends it (time limits and follow-ups may be left to their defaults). */
export type InterviewPlanInput = z.input<typeof interviewPlanSchema>;

/** The questions of one competency, in plan order. */
export function questionsOf(plan: InterviewPlan, competencyId: string): PlanQuestion[] {
  return plan.questions.filter((q) => q.competencyId === competencyId);
}
