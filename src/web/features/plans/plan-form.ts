import {
  interviewPlanSchema,
  PLAN_RULES,
  planFieldMessages,
  type Competency,
  type InterviewPlan,
} from '../../../core/interview-plan';
import { fieldPaths, submitErrors } from '../../lib/form-errors';

/** Field errors by dotted path ("questions.2.timeLimitSeconds"), plus plan-wide messages. */
export type PlanErrors = { fields: Record<string, string>; general: string[] };

/** The plan's own fields: their issues are field errors (a list-wide issue stays general). */
const PLAN_FIELDS = ['intro', 'thinkingPauseMs', 'knockout.question'];

/** Validates with the same contract as the server; issues on a whole list or item go to `general`. */
export function validatePlan(plan: InterviewPlan): { plan: InterviewPlan | null; errors: PlanErrors } {
  const result = interviewPlanSchema.safeParse(plan);
  if (result.success) return { plan: result.data, errors: { fields: {}, general: [] } };
  const errors: PlanErrors = { fields: {}, general: [] };
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    const leaf = typeof issue.path.at(-1) === 'string' && (issue.path.length > 2 || PLAN_FIELDS.includes(key));
    if (leaf && !errors.fields[key]) errors.fields[key] = issue.message;
    else errors.general.push(issue.message);
  }
  return { plan: null, errors };
}

/**
 * A failed save or publish: a 400 naming a field of the plan (`questions.2.text: …`, or the
 * answer's `fields`) lands under that field, anything else is a plan-wide message.
 */
export function serverPlanErrors(error: unknown, plan: InterviewPlan, fallback: string): PlanErrors {
  const placed = submitErrors(error, fieldPaths(plan), fallback);
  return { fields: placed.fields, general: placed.form ? [placed.form] : [] };
}

export const newId = (prefix: string, taken: string[]) => {
  for (let n = taken.length + 1; ; n++) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
};

export function newCompetency(taken: string[]): Competency {
  return {
    id: newId('c', taken),
    name: '',
    description: '',
    weight: 1,
    anchors: {
      1: 'No relevant example.',
      3: 'A relevant example with some detail.',
      5: 'Specific examples with their own actions and results.',
    },
  };
}

export function newQuestion(taken: string[], competencyId: string): InterviewPlan['questions'][number] {
  return {
    id: newId('q', taken),
    competencyId,
    text: '',
    timeLimitSeconds: PLAN_RULES.defaultAnswerSeconds,
    followUps: PLAN_RULES.defaultFollowUps,
  };
}

/** The list with item `index` moved by `by` places (no-op at the ends). */
export function move<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** An empty plan to start from when no draft could be generated. */
export function emptyPlan(): InterviewPlan {
  const competency = newCompetency([]);
  return { competencies: [competency], questions: [newQuestion([], competency.id)] };
}

/**
 * Deletes a competency only when no question assesses it: otherwise its questions would be left
 * pointing at nothing (issue #27). Returns the refusal in plain words instead.
 */
export function removeCompetency(plan: InterviewPlan, index: number): { plan: InterviewPlan } | { refused: string } {
  const competency = plan.competencies[index];
  if (!competency) return { plan };
  const asking = plan.questions.filter((q) => q.competencyId === competency.id).length;
  if (asking > 0) return { refused: planFieldMessages.competencyHasQuestions(competency.name, asking) };
  return { plan: { ...plan, competencies: plan.competencies.filter((_, i) => i !== index) } };
}
