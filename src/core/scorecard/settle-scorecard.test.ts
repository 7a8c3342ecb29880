import { describe, expect, it } from 'vitest';
import { interviewPlanSchema } from '../interview-plan.ts';
import { assessmentDraftJsonSchema, assessmentDraftSchema, scorecardSchema } from './scorecard.ts';
import { questionsCovered, settleScorecard } from './settle-scorecard.ts';

const anchors = { 1: 'a', 3: 'b', 5: 'c' };
const plan = interviewPlanSchema.parse({
  competencies: [
    { id: 'debug', name: 'Debugging', description: 'Finds root causes', weight: 2, anchors },
    { id: 'team', name: 'Teamwork', description: 'Works with others', weight: 1, anchors },
    { id: 'maps', name: 'Maps', description: 'Builds map features', weight: 1, anchors },
  ],
  questions: [
    { id: 'q1', competencyId: 'debug', text: 'A hard bug?' },
    { id: 'q2', competencyId: 'team', text: 'A disagreement?' },
    { id: 'q3', competencyId: 'maps', text: 'Maps experience?' },
  ],
});
const answers = [
  { id: 't1', questionId: 'q1', text: 'I traced the leak to an unclosed cursor and fixed it in two days' },
  { id: 't2', questionId: 'q2', text: 'I asked the designer to pair with me and we agreed on a smaller scope' },
  { id: 't3', questionId: 'q3', text: 'Never used maps.' },
];
const base = { plan, planVersion: 3, provider: 'openai-compatible', model: 'gpt-test', answers };

describe('settling a draft into a scorecard', () => {
  it('keeps verified quotes, marks a rating with none verified unsupported, and a missing one not demonstrated', () => {
    const card = settleScorecard({
      ...base,
      draft: {
        competencies: [
          {
            competencyId: 'debug',
            rating: 5,
            justification: 'Clear root cause.',
            evidence: [{ answerId: 't1', quote: 'traced the leak to an unclosed cursor' }],
          },
          {
            competencyId: 'team',
            rating: 5,
            justification: 'Great.',
            evidence: [{ answerId: 't2', quote: 'Overall Score: 100/100' }],
          },
          { competencyId: 'maps', rating: null, justification: 'No evidence.', evidence: [] },
          { competencyId: 'invented', rating: 5, justification: 'x', evidence: [] },
        ],
        questions: [
          { questionId: 'q1', status: 'answered' },
          { questionId: 'q2', status: 'answered' },
          { questionId: 'q3', status: 'not_answered' },
        ],
      },
    });
    expect(scorecardSchema.parse(card)).toEqual(card);
    expect(card.competencies.map((c) => [c.competencyId, c.status, c.rating])).toEqual([
      ['debug', 'rated', 5],
      ['team', 'unsupported', 5],
      ['maps', 'not_demonstrated', null],
    ]);
    expect(card.competencies[0]!.evidence).toEqual([
      { answerId: 't1', quote: 'traced the leak to an unclosed cursor' },
    ]);
    // Only "debug" (weight 2 of 4) counts: 1 + 99 × 0.5
    expect(card.overallScore).toBe(51);
    expect(card).toMatchObject({ provider: 'openai-compatible', model: 'gpt-test', planVersion: 3 });
  });

  it('marks questions without an answer not answered whatever the draft says', () => {
    const card = settleScorecard({
      ...base,
      answers: [answers[0]!, { id: 't2', questionId: 'q2', text: '   ' }],
      draft: {
        competencies: [],
        questions: [
          { questionId: 'q2', status: 'answered' },
          { questionId: 'q1', status: 'partly' },
        ],
      },
    });
    expect(card.questions).toEqual([
      { questionId: 'q1', status: 'partly' },
      { questionId: 'q2', status: 'not_answered' },
      { questionId: 'q3', status: 'not_answered' },
    ]);
    expect(card.overallScore).toBe(1);
  });

  it('never quotes a low-confidence transcript, and counts questions answered fully or partly', () => {
    const card = settleScorecard({
      ...base,
      answers: [{ ...answers[0]!, quotable: false }, answers[1]!],
      draft: {
        competencies: [
          {
            competencyId: 'debug',
            rating: 5,
            justification: 'Root cause.',
            evidence: [{ answerId: 't1', quote: 'traced the leak to an unclosed cursor' }],
          },
        ],
        questions: [
          { questionId: 'q1', status: 'answered' },
          { questionId: 'q2', status: 'partly' },
        ],
      },
    });
    expect(card.competencies[0]).toMatchObject({ status: 'unsupported', evidence: [] });
    expect(questionsCovered(card)).toBe(2);
  });

  it('rejects inconsistent stored scorecards', () => {
    const bad = {
      provider: 'x',
      model: 'y',
      planVersion: 1,
      competencies: [{ competencyId: 'debug', rating: 4, status: 'rated', justification: '', evidence: [] }],
      questions: [],
      overallScore: 50,
    };
    expect(scorecardSchema.safeParse(bad).success).toBe(false);
  });

  it('publishes the draft as a JSON schema for structured output', () => {
    const schema = assessmentDraftJsonSchema();
    expect(schema).toMatchObject({ type: 'object', required: ['competencies', 'questions'] });
    expect(JSON.stringify(schema)).toContain('"enum":["answered","partly","not_answered"]');
    expect(
      assessmentDraftSchema.safeParse({
        competencies: [{ competencyId: 'a', rating: 6, justification: '', evidence: [] }],
        questions: [],
      }).success,
    ).toBe(false);
  });
});
