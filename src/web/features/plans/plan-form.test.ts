import { describe, expect, it } from 'vitest';
import { emptyPlan, move, newId, validatePlan } from './plan-form';

describe('plan editor helpers', () => {
  it('reports field errors by path and plan-wide errors apart', () => {
    const plan = emptyPlan();
    const { plan: valid, errors } = validatePlan({
      ...plan,
      questions: [{ ...plan.questions[0]!, text: 'Why?', timeLimitSeconds: 400 }],
    });
    expect(valid).toBeNull();
    expect(errors.fields['questions.0.timeLimitSeconds']).toBeTruthy();
    expect(errors.fields['competencies.0.name']).toBeTruthy();
    const orphan = validatePlan({ ...plan, questions: [{ ...plan.questions[0]!, text: 'Why?', competencyId: 'x' }] });
    expect(orphan.errors.fields['questions.0.competencyId']).toMatch(/unknown competency/);
    expect(orphan.errors.general.join(' ')).toMatch(/No question assesses/);
  });

  it('moves items within bounds and makes unused ids', () => {
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(newId('q', ['q1', 'q3'])).toBe('q4');
    expect(newId('q', ['q2'])).toBe('q3');
  });
});
