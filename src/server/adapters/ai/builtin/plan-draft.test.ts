import { describe, expect, it } from 'vitest';
import { interviewPlanSchema, PLAN_RULES } from '../../../../core/interview-plan.ts';
import { draftPlanFromDescription } from './plan-draft.ts';

const description = `We are hiring a Backend Engineer.
You will design and run our data pipelines.
Requirements: experience with TypeScript, PostgreSQL and Kubernetes.`;

describe('builtin plan draft', () => {
  it('proposes a valid plan whose competencies come from the posting', () => {
    const plan = draftPlanFromDescription('Backend Engineer', description);
    expect(interviewPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.questions).toHaveLength(PLAN_RULES.maxQuestions);
    const names = plan.competencies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Motivation and fit']));
    const typescript = plan.competencies.find((c) => c.name === 'TypeScript')!;
    expect(plan.questions.some((q) => q.competencyId === typescript.id && q.text.includes('TypeScript'))).toBe(true);
    expect(plan.questions.every((q) => q.timeLimitSeconds === PLAN_RULES.defaultAnswerSeconds)).toBe(true);
    expect(plan.intro).toContain('Backend Engineer');
  });

  it('is deterministic and works for a description naming no skills', () => {
    expect(draftPlanFromDescription('Nurse', 'Care for patients.')).toEqual(
      draftPlanFromDescription('Nurse', 'Care for patients.'),
    );
    const plan = draftPlanFromDescription('Nurse', 'Care for patients.');
    expect(plan.competencies.map((c) => c.id).sort()).toEqual(['collaboration', 'motivation']);
  });
});
