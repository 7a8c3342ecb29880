import { describe, expect, it } from 'vitest';
import { interviewPlanSchema, PLAN_RULES, questionsOf, type InterviewPlanInput } from './interview-plan.ts';

const anchors = {
  1: 'No example.',
  3: 'A real example, little detail.',
  5: 'Specific example with own actions and results.',
};

function plan(overrides: Partial<InterviewPlanInput> = {}): InterviewPlanInput {
  return {
    competencies: [
      { id: 'debugging', name: 'Debugging', description: 'Finds root causes methodically.', weight: 2, anchors },
      { id: 'teamwork', name: 'Teamwork', description: 'Works openly with others.', weight: 1, anchors },
    ],
    questions: [
      { id: 'q1', competencyId: 'debugging', text: 'Tell me about a hard bug you fixed.' },
      { id: 'q2', competencyId: 'teamwork', text: 'Tell me about a disagreement in your team.', timeLimitSeconds: 120 },
    ],
    ...overrides,
  };
}

function messages(input: InterviewPlanInput): string[] {
  const result = interviewPlanSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('interview plan contract', () => {
  it('accepts a valid plan and fills the defaults', () => {
    const parsed = interviewPlanSchema.parse(
      plan({ intro: 'Welcome.', knockout: { question: 'Can you work nights?', requiredAnswer: 'yes' } }),
    );
    expect(parsed.questions[0]).toMatchObject({
      timeLimitSeconds: PLAN_RULES.defaultAnswerSeconds,
      followUps: PLAN_RULES.defaultFollowUps,
    });
    expect(parsed.questions[1]!.timeLimitSeconds).toBe(120);
    expect(parsed.intro).toBe('Welcome.');
    expect(questionsOf(parsed, 'teamwork').map((q) => q.id)).toEqual(['q2']);
  });

  it('needs 1 to 10 questions', () => {
    expect(messages(plan({ questions: [] }))).not.toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      id: `q${i}`,
      competencyId: i % 2 ? 'debugging' : 'teamwork',
      text: 'Why?',
    }));
    expect(messages(plan({ questions: eleven }))).not.toEqual([]);
    expect(messages(plan({ questions: eleven.slice(0, 10) }))).toEqual([]);
  });

  it('bounds the answer time limit to 30–300 seconds and follow-ups to 0–2', () => {
    const q = { id: 'q1', competencyId: 'debugging', text: 'Why?' };
    const withQuestion = (extra: object) =>
      plan({
        questions: [
          { ...q, ...extra },
          { id: 'q2', competencyId: 'teamwork', text: 'How?' },
        ],
      });
    expect(messages(withQuestion({ timeLimitSeconds: 29 }))).not.toEqual([]);
    expect(messages(withQuestion({ timeLimitSeconds: 301 }))).not.toEqual([]);
    expect(messages(withQuestion({ timeLimitSeconds: 30 }))).toEqual([]);
    expect(messages(withQuestion({ timeLimitSeconds: 300 }))).toEqual([]);
    expect(messages(withQuestion({ timeLimitSeconds: 60.5 }))).not.toEqual([]);
    expect(messages(withQuestion({ followUps: 3 }))).not.toEqual([]);
    expect(messages(withQuestion({ followUps: -1 }))).not.toEqual([]);
    expect(messages(withQuestion({ followUps: 0 }))).toEqual([]);
  });

  it('requires every question to belong to a known competency', () => {
    const bad = plan({
      questions: [
        { id: 'q1', competencyId: 'nope', text: 'Why?' },
        { id: 'q2', competencyId: 'teamwork', text: 'How?' },
      ],
    });
    expect(messages(bad).join(' ')).toMatch(/unknown competency "nope"/);
  });

  it('requires every competency to be asked about', () => {
    const bad = plan({ questions: [{ id: 'q1', competencyId: 'debugging', text: 'Why?' }] });
    expect(messages(bad).join(' ')).toMatch(/No question assesses "Teamwork"/);
  });

  it('requires positive weights', () => {
    const [a, b] = plan().competencies;
    expect(messages(plan({ competencies: [{ ...a!, weight: 0 }, b!] }))).not.toEqual([]);
    expect(messages(plan({ competencies: [{ ...a!, weight: -1 }, b!] }))).not.toEqual([]);
  });

  it('requires unique competency and question ids', () => {
    const [a] = plan().competencies;
    expect(messages(plan({ competencies: [a!, { ...a!, name: 'Other' }] })).join(' ')).toMatch(
      /"debugging" is used twice/,
    );
    const q = { id: 'q1', competencyId: 'debugging', text: 'Why?' };
    expect(messages(plan({ questions: [q, { ...q, competencyId: 'teamwork' }] })).join(' ')).toMatch(
      /"q1" is used twice/,
    );
  });

  it('requires anchors for ratings 1, 3 and 5 and a knockout answer of yes or no', () => {
    const [a, b] = plan().competencies;
    expect(messages(plan({ competencies: [{ ...a!, anchors: { 1: 'x', 3: 'y' } as never }, b!] }))).not.toEqual([]);
    expect(messages(plan({ knockout: { question: 'Nights?', requiredAnswer: 'maybe' as never } }))).not.toEqual([]);
  });
});
