import { z } from 'zod';
import { ANSWER_SECONDS } from './interview-rules.ts';

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

const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][\w-]*$/, 'Use letters, digits, "-" or "_".');

/** What a rating of 1, 3 and 5 looks like for one competency (2 and 4 lie between). */
export const ratingAnchorsSchema = z.object({
  1: z.string().trim().min(1).max(500),
  3: z.string().trim().min(1).max(500),
  5: z.string().trim().min(1).max(500),
});

export const competencySchema = z.object({
  id,
  name: z.string().trim().min(1).max(80),
  /** What good looks like. */
  description: z.string().trim().min(1).max(1000),
  weight: z.number().positive().max(PLAN_RULES.maxWeight),
  anchors: ratingAnchorsSchema,
});

export const planQuestionSchema = z.object({
  id,
  competencyId: id,
  text: z.string().trim().min(1).max(500),
  timeLimitSeconds: z
    .number()
    .int()
    .min(PLAN_RULES.minAnswerSeconds)
    .max(PLAN_RULES.maxAnswerSeconds)
    .default(PLAN_RULES.defaultAnswerSeconds),
  followUps: z.number().int().min(0).max(PLAN_RULES.maxFollowUps).default(PLAN_RULES.defaultFollowUps),
});

/** A yes/no question shown at intake; the other answer ends the application politely. */
export const knockoutSchema = z.object({
  question: z.string().trim().min(1).max(300),
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
    intro: z.string().trim().min(1).max(600).optional(),
    knockout: knockoutSchema.optional(),
    competencies: z.array(competencySchema).min(1).max(PLAN_RULES.maxCompetencies),
    questions: z.array(planQuestionSchema).min(PLAN_RULES.minQuestions).max(PLAN_RULES.maxQuestions),
    /**
     * The interviewer may ask one follow-up grounded in the candidate's CV (absent: no).
     * See docs/decisions/0023-cv-follow-up-and-cv-note.md.
     */
    cvFollowUp: z.boolean().optional(),
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
