import { describe, expect, it } from 'vitest';
import { interviewPlanSchema, PLAN_RULES } from './interview-plan.ts';
import { answerTimeLimitSeconds, currentQuestionIndex, planTiming, samePlan } from './interview-plan-timing.ts';

const anchors = { 1: 'No example.', 3: 'Some example.', 5: 'Specific example with results.' };
const plan = interviewPlanSchema.parse({
  competencies: [{ id: 'c1', name: 'Debugging', description: 'Finds root causes.', weight: 1, anchors }],
  questions: [
    { id: 'q1', competencyId: 'c1', text: 'Tell me about a hard bug.', timeLimitSeconds: 45 },
    { id: 'q2', competencyId: 'c1', text: 'How do you test a fix?' },
    { id: 'q3', competencyId: 'c1', text: 'What would you do differently?', timeLimitSeconds: 300 },
  ],
});

describe('plan timing', () => {
  it('summarises question count and per-question limits without question text', () => {
    const timing = planTiming(2, plan);
    expect(timing).toEqual({
      version: 2,
      questionCount: 3,
      timeLimitsSeconds: [45, PLAN_RULES.defaultAnswerSeconds, 300],
    });
    expect(JSON.stringify(timing)).not.toContain('bug');
  });

  it('gives each question its own time limit and the default without a plan or outside it', () => {
    const timing = planTiming(1, plan);
    expect(answerTimeLimitSeconds(timing, 0)).toBe(45);
    expect(answerTimeLimitSeconds(timing, 2)).toBe(300);
    expect(answerTimeLimitSeconds(timing, 3)).toBe(PLAN_RULES.defaultAnswerSeconds);
    expect(answerTimeLimitSeconds(null, 0)).toBe(PLAN_RULES.defaultAnswerSeconds);
  });

  it('maps interviewer messages to the question being answered, staying on the last one', () => {
    expect(currentQuestionIndex(0, 3)).toBe(0);
    expect(currentQuestionIndex(1, 3)).toBe(0);
    expect(currentQuestionIndex(3, 3)).toBe(2);
    expect(currentQuestionIndex(7, 3)).toBe(2);
    expect(currentQuestionIndex(4, 0)).toBe(0);
  });

  it('treats a re-parsed identical plan as the same and any edit as a change', () => {
    const again = interviewPlanSchema.parse(JSON.parse(JSON.stringify(plan)));
    expect(samePlan(plan, again)).toBe(true);
    const edited = interviewPlanSchema.parse({
      ...plan,
      questions: plan.questions.map((q, i) => (i === 1 ? { ...q, timeLimitSeconds: 90 } : q)),
    });
    expect(samePlan(plan, edited)).toBe(false);
  });
});
