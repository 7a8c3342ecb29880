import { z } from 'zod';
import { interviewPlanSchema, type InterviewPlan } from '../interview-plan.ts';
import { type AssessmentDraft, type CandidateAnswer, QUESTION_STATUSES, RATING_MAX } from './scorecard.ts';

/**
 * The contract of a labelled evaluation file (docs/eval-guide.md): one posting's plan and its
 * transcripts with labels, gaming kinds and style variants.
 */

export const GAMING_KINDS = [
  'keyword_list',
  'instructions',
  'copied_answer',
  'off_topic',
  'template',
  'question_echo',
  'platitudes',
] as const;
export type GamingKind = (typeof GAMING_KINDS)[number];

/** Style variants: the same substance as their base transcript in another form, labelled alike. */
export const STYLE_VARIANTS = ['spoken', 'non_native', 'padded', 'british', 'american', 'lowercase'] as const;
export type StyleVariant = (typeof STYLE_VARIANTS)[number];

const labelledTranscriptSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['honest', 'gaming']),
  gaming: z.enum(GAMING_KINDS).optional(),
  note: z.string().optional(),
  /** One answer per question id; an empty string is a skipped question. */
  answers: z.record(z.string(), z.string()),
  /** 0 = not demonstrated, 1–5 = rating. */
  levels: z.record(z.string(), z.number().int().min(0).max(RATING_MAX)),
  questions: z.record(z.string(), z.enum(QUESTION_STATUSES)),
  style: z.object({ base: z.string().min(1), variant: z.enum(STYLE_VARIANTS) }).optional(),
});

export const evalPostingSchema = z
  .object({
    posting: z.string().min(1),
    planVersion: z.number().int().positive(),
    plan: interviewPlanSchema,
    transcripts: z.array(labelledTranscriptSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const competencyIds = file.plan.competencies.map((c) => c.id).sort();
    const questionIds = file.plan.questions.map((q) => q.id).sort();
    const byId = new Map(file.transcripts.map((t) => [t.id, t]));
    if (byId.size !== file.transcripts.length)
      ctx.addIssue({ code: 'custom', path: ['transcripts'], message: 'transcript ids are unique' });
    file.transcripts.forEach((t, index) => {
      const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
      if (t.style) {
        const base = byId.get(t.style.base);
        const sameLabels = (a: Record<string, unknown>, b: Record<string, unknown>) =>
          Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
        if (!base || base.style || t.kind !== 'honest')
          ctx.addIssue({
            code: 'custom',
            path: ['transcripts', index, 'style'],
            message: `${t.id}: a style variant is honest and names an honest base transcript that is not a variant`,
          });
        else if (!sameLabels(t.levels, base.levels) || !sameLabels(t.questions, base.questions))
          ctx.addIssue({
            code: 'custom',
            path: ['transcripts', index, 'style'],
            message: `${t.id}: a style variant has its base's labels`,
          });
      }
      if (!same(Object.keys(t.levels).sort(), competencyIds))
        ctx.addIssue({
          code: 'custom',
          path: ['transcripts', index, 'levels'],
          message: `${t.id}: one level per competency`,
        });
      if (!same(Object.keys(t.questions).sort(), questionIds) || !same(Object.keys(t.answers).sort(), questionIds))
        ctx.addIssue({
          code: 'custom',
          path: ['transcripts', index],
          message: `${t.id}: one answer and status per question`,
        });
      if ((t.kind === 'gaming') !== (t.gaming !== undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['transcripts', index],
          message: `${t.id}: gaming cases name their kind`,
        });
    });
  });

export type EvalPosting = z.infer<typeof evalPostingSchema>;
export type LabelledTranscript = EvalPosting['transcripts'][number];

export type AssessFn = (plan: InterviewPlan, answers: CandidateAnswer[]) => Promise<AssessmentDraft>;
