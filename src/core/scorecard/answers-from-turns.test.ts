import { expect, test } from 'vitest';
import { interviewPlanSchema } from '../interview-plan.ts';
import { answersFromTurns, questionsAnswered } from './answers-from-turns.ts';

const anchors = { 1: 'a', 3: 'b', 5: 'c' };
const plan = interviewPlanSchema.parse({
  competencies: [{ id: 'c', name: 'C', description: 'd', weight: 1, anchors }],
  questions: [
    { id: 'q1', competencyId: 'c', text: 'One?' },
    { id: 'q2', competencyId: 'c', text: 'Two?' },
  ],
});

test('each non-blank answer belongs to the question asked before it, by turn seq; past the plan it stays on the last', () => {
  const turns = [
    { seq: 1, speaker: 'bot' as const, text: 'Hello! One?' },
    { seq: 2, speaker: 'user' as const, text: 'first answer' },
    { seq: 3, speaker: 'bot' as const, text: 'Two?' },
    { seq: 4, speaker: 'user' as const, text: '   ' },
    { seq: 5, speaker: 'bot' as const, text: 'Anything else?' },
    { seq: 6, speaker: 'user' as const, text: 'late answer' },
  ];
  expect(answersFromTurns(turns, plan)).toEqual([
    { id: '2', questionId: 'q1', text: 'first answer' },
    { id: '6', questionId: 'q2', text: 'late answer' },
  ]);
  expect(questionsAnswered(plan, answersFromTurns(turns.slice(0, 4), plan))).toBe(1);
});
