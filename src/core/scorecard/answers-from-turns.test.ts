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

test('a follow-up answer belongs to the question it follows up on (turns that record their question)', () => {
  const turns = [
    { seq: 1, speaker: 'bot' as const, text: 'Hello! One?', questionIndex: 0, followUp: false },
    { seq: 2, speaker: 'user' as const, text: 'No.' },
    { seq: 3, speaker: 'bot' as const, text: 'Could you give a concrete example?', questionIndex: 0, followUp: true },
    { seq: 4, speaker: 'user' as const, text: 'I rebuilt the rota.' },
    { seq: 5, speaker: 'bot' as const, text: 'Two?', questionIndex: 1, followUp: false },
    { seq: 6, speaker: 'user' as const, text: 'second answer' },
  ];
  expect(answersFromTurns(turns, plan).map((a) => [a.id, a.questionId])).toEqual([
    ['2', 'q1'],
    ['4', 'q1'],
    ['6', 'q2'],
  ]);
  // Stored without question indexes, follow-ups still do not move to the next question.
  const legacy = turns.map(({ questionIndex: _q, ...turn }) => turn);
  expect(answersFromTurns(legacy, plan).map((a) => a.questionId)).toEqual(['q1', 'q1', 'q2']);
});

test('a low-confidence transcript is assessed but marked never to be quoted', () => {
  const turns = [
    { seq: 1, speaker: 'bot' as const, text: 'One?' },
    { seq: 2, speaker: 'user' as const, text: 'garbled words here', sttConfidence: 0.1 },
    { seq: 3, speaker: 'bot' as const, text: 'Two?' },
    { seq: 4, speaker: 'user' as const, text: 'clear words here', sttConfidence: 0.9 },
  ];
  expect(answersFromTurns(turns, plan)).toEqual([
    { id: '2', questionId: 'q1', text: 'garbled words here', quotable: false },
    { id: '4', questionId: 'q2', text: 'clear words here' },
  ]);
});
