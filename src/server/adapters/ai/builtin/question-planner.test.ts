import { describe, expect, test } from 'vitest';
import { BACKEND_POSTING, MARKETING_POSTING } from '../../../../../tests/fixtures/job-postings.ts';
import { planQuestions } from './question-planner.ts';

const backend = planQuestions(BACKEND_POSTING.title, BACKEND_POSTING.description);
const marketing = planQuestions(MARKETING_POSTING.title, MARKETING_POSTING.description);
const mentioned = (plan: string[], term: string) => plan.some((q) => q.includes(term));

describe('planQuestions', () => {
  test('plans ten questions: an opening, posting-specific ones, behavioural ones and a final one', () => {
    expect(backend).toHaveLength(10);
    expect(backend[0]).toMatch(/tell me about yourself/);
    expect(backend[9]).toMatch(/^Finally, .*Senior Backend Engineer role\?$/);
    expect(backend.filter((q) => /Describe a|Tell me about a time you/.test(q)).length).toBeGreaterThanOrEqual(2);
  });

  test('names skills and responsibilities from each posting', () => {
    for (const skill of ['TypeScript', 'Node.js', 'PostgreSQL']) expect(mentioned(backend, skill)).toBe(true);
    expect(mentioned(backend, 'design and build reliable APIs')).toBe(true);
    for (const skill of ['SEO', 'HubSpot']) expect(mentioned(marketing, skill)).toBe(true);
    expect(mentioned(marketing, 'plan our editorial calendar')).toBe(true);
  });

  test('differs between postings and does not mix their skills', () => {
    expect(marketing).not.toEqual(backend);
    expect(mentioned(marketing, 'TypeScript')).toBe(false);
    expect(mentioned(backend, 'SEO')).toBe(false);
  });

  test('is deterministic', () => {
    expect(planQuestions(BACKEND_POSTING.title, BACKEND_POSTING.description)).toEqual(backend);
  });

  test('has no repeated question and still fills ten slots for a posting that names nothing', () => {
    const vague = planQuestions('Helper', 'Nice people, good coffee.');
    expect(vague).toHaveLength(10);
    expect(new Set(vague).size).toBe(10);
    expect(new Set(backend).size).toBe(10);
  });

  test('honours other lengths', () => {
    expect(planQuestions('Role', 'Text', 1)).toHaveLength(1);
    expect(planQuestions('Role', 'Text', 3)).toHaveLength(3);
    expect(planQuestions('Role', 'Text', 14)).toHaveLength(14);
    expect(planQuestions('Role', 'Text', 0)).toEqual([]);
  });
});
