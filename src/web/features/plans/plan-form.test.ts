import { describe, expect, it } from 'vitest';
import { THINKING_PAUSE, THINKING_PAUSE_MESSAGE } from '../../../core/turn-taking';
import { ApiError } from '../../lib/api';
import { emptyPlan, move, newCompetency, newId, removeCompetency, serverPlanErrors, validatePlan } from './plan-form';

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

  it('checks the thinking pause against its range, as a field error', () => {
    const plan = {
      ...emptyPlan(),
      competencies: [{ ...emptyPlan().competencies[0]!, name: 'Craft', description: 'Good work.' }],
    };
    const base = { ...plan, questions: [{ ...plan.questions[0]!, text: 'Why?' }] };
    for (const bad of [1000, 6000, 2500.5, Number.NaN]) {
      const { errors } = validatePlan({ ...base, thinkingPauseMs: bad });
      expect(errors.fields.thinkingPauseMs).toBe(THINKING_PAUSE_MESSAGE);
    }
    for (const good of [undefined, THINKING_PAUSE.minMs, 3500, THINKING_PAUSE.maxMs]) {
      expect(validatePlan({ ...base, thinkingPauseMs: good }).errors.fields.thinkingPauseMs).toBeUndefined();
    }
  });

  it('words field errors plainly, from the one home of plan messages', () => {
    const plan = emptyPlan();
    const { errors } = validatePlan({
      ...plan,
      competencies: [{ ...plan.competencies[0]!, name: 'Ownership', weight: 0 }],
      questions: [{ ...plan.questions[0]!, text: 'Why?', timeLimitSeconds: 10, followUps: 5 }],
    });
    expect(errors.fields['questions.0.timeLimitSeconds']).toBe('Time limit must be at least 30 seconds.');
    expect(errors.fields['questions.0.followUps']).toBe('Follow-ups must be between 0 and 2.');
    expect(errors.fields['competencies.0.weight']).toBe('Weight must be more than 0.');
    const long = validatePlan({ ...plan, questions: [{ ...plan.questions[0]!, text: 'Why?', timeLimitSeconds: 301 }] });
    expect(long.errors.fields['questions.0.timeLimitSeconds']).toBe('Time limit must be at most 300 seconds.');
    const all = [...Object.values(errors.fields), ...errors.general].join(' ');
    expect(all).not.toMatch(/expected|Too small|Too big|Invalid input/);
  });

  it('puts an empty knockout question under its field, not in the plan-wide alert', () => {
    const { errors } = validatePlan({ ...emptyPlan(), knockout: { question: ' ', requiredAnswer: 'yes' } });
    expect(errors.fields['knockout.question']).toBe('Write the yes/no question, or remove it.');
    expect(errors.general).not.toContain('Write the yes/no question, or remove it.');
  });

  it("places the server's 400 under the field it names, anything else plan-wide", () => {
    const plan = emptyPlan();
    const named = new ApiError(400, 'VALIDATION', 'questions.0.text: Write the question.');
    expect(serverPlanErrors(named, plan, 'Could not save')).toEqual({
      fields: { 'questions.0.text': 'Write the question.' },
      general: [],
    });
    const other = new ApiError(409, 'CONFLICT', 'The posting was deleted.');
    expect(serverPlanErrors(other, plan, 'Could not save')).toEqual({
      fields: {},
      general: ['The posting was deleted.'],
    });
    expect(serverPlanErrors(new Error('offline'), plan, 'Could not save')).toEqual({
      fields: {},
      general: ['Could not save'],
    });
  });

  it('refuses to delete a competency that still has questions, and deletes one that has none', () => {
    const plan = emptyPlan();
    const first = { ...plan.competencies[0]!, name: 'Ownership' };
    const spare = { ...newCompetency([first.id]), name: 'Spare' };
    const withQuestions = { ...plan, competencies: [first, spare] };
    const refused = removeCompetency(withQuestions, 0);
    expect(refused).toEqual({
      refused: '"Ownership" still has 1 question. Move it to another competency or delete it first.',
    });
    const removed = removeCompetency(withQuestions, 1);
    expect('plan' in removed && removed.plan.competencies.map((c) => c.name)).toEqual(['Ownership']);
  });

  it('moves items within bounds and makes unused ids', () => {
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(newId('q', ['q1', 'q3'])).toBe('q4');
    expect(newId('q', ['q2'])).toBe('q3');
  });
});
