import { describe, expect, it } from 'vitest';
import { DISPATCH_PLAN } from '../../tests/fixtures/interview-plans.ts';
import { CV_FOLLOW_UP_RULES, cvFollowUpFor, cvMentionOf, cvPhrase, sanitizeCvLine } from './cv-follow-up.ts';
import { nextPlanStep, type FlowTurn } from './interview-flow.ts';

const PLAN = { ...DISPATCH_PLAN, cvFollowUp: true };
const CV = [
  'Jane Doe — jane.doe@example.com — +44 20 7946 0958 — https://janedoe.dev',
  'Senior engineer at Acme Logistics, 2019–2024',
  'Led incident response for production outages across 40 services',
  'Built a debugging toolkit adopted by every team',
].join('\n');
const RICH =
  'Last spring our checkout started timing out. I read the slow query log, found a missing index on the orders table, added it and the timeouts stopped.';
const bot = (followUp = false): FlowTurn => ({ speaker: 'bot', text: 'A question?', followUp });
const user = (text: string): FlowTurn => ({ speaker: 'user', text });

describe('sanitizeCvLine', () => {
  it('drops links, e-mail addresses, phone numbers and unusual characters', () => {
    const line = sanitizeCvLine('Call +1 (555) 123-4567, mail me@x.io or see https://x.io/a?b=<script> — PostGIS ★');
    expect(line).not.toMatch(/555|@|https|x\.io|<|>|★|—/);
    expect(line).toContain('PostGIS');
  });
});

describe('cvFollowUpFor', () => {
  it('is null when the plan does not allow it (absent or false), or when there is no CV text', () => {
    expect(cvFollowUpFor(DISPATCH_PLAN, CV)).toBeNull();
    expect(cvFollowUpFor({ ...DISPATCH_PLAN, cvFollowUp: false }, CV)).toBeNull();
    expect(cvFollowUpFor(PLAN, null)).toBeNull();
    expect(cvFollowUpFor(PLAN, '   ')).toBeNull();
  });

  it('is null when the CV mentions no competency', () => {
    expect(cvFollowUpFor(PLAN, 'Pastry chef\nBaked bread and cakes daily')).toBeNull();
  });

  it('picks the first plan question whose competency the CV mentions, with a short sanitised phrase', () => {
    const cv = cvFollowUpFor(PLAN, CV)!;
    // q1 (routing and maps) is not mentioned; q2 (production debugging) is.
    expect(cv.questionIndex).toBe(1);
    expect(cv.phrase.split(' ').length).toBeLessThanOrEqual(CV_FOLLOW_UP_RULES.phraseWords);
    expect(cv.phrase).toMatch(/^[\p{L}\p{N} .,;:'()+#/&-]+$/u);
    expect(cv.phrase).toMatch(/production/i);
    expect(cv.excerpt).not.toMatch(/@|example\.com|7946|https/);
    expect(cv.excerpt.length).toBeLessThanOrEqual(CV_FOLLOW_UP_RULES.excerptChars);
  });

  it('never lets contact details into the phrase, even on the matching line', () => {
    const mention = cvMentionOf('Production support: call 020 7946 0958 or ops@acme.io, see www.acme.io/prod', {
      name: 'Production debugging',
      description: 'Finds root causes.',
    })!;
    expect(cvPhrase(mention)).toBe('Production support: call or see');
  });

  it('caps the excerpt', () => {
    const long = Array.from({ length: 20 }, (_, i) => `Production debugging line ${i} ${'x'.repeat(200)}`).join('\n');
    const cv = cvFollowUpFor(PLAN, long)!;
    expect(cv.excerpt.length).toBeLessThanOrEqual(CV_FOLLOW_UP_RULES.excerptChars);
  });
});

describe('the CV question never comes from the header, a contact line or the name', () => {
  it('skips the first line and short lines (headings, bare titles, contact details)', () => {
    const cvText = [
      'Priya Patel Technical Support Engineer',
      'Technical Support Engineer | priya.patel@example.com | +44 7700 900123',
      'EXPERIENCE',
      'Support engineer at Brightdesk: resolved 40 customer tickets a day and wrote the troubleshooting guide',
    ].join('\n');
    const plan = {
      ...PLAN,
      competencies: [
        {
          ...PLAN.competencies[0]!,
          name: 'Technical support',
          description: 'Resolves customer tickets and troubleshoots calmly.',
        },
        ...PLAN.competencies.slice(1),
      ],
    };
    const cv = cvFollowUpFor(plan, cvText)!;
    expect(cv.phrase).not.toMatch(/Priya|Patel|@|7700/);
    expect(cv.excerpt).not.toMatch(/Priya|Patel|@|7700/);
    expect(cv.excerpt).toContain('Brightdesk');
  });
});

describe('nextPlanStep with a CV follow-up', () => {
  const cv = cvFollowUpFor(PLAN, CV)!;

  it('asks it once, after a substantive first answer to its question, then moves on', () => {
    const turns = [bot(), user(RICH), bot(), user(RICH)];
    expect(nextPlanStep(PLAN, turns, { cvFollowUp: cv })).toMatchObject({
      kind: 'follow-up',
      probe: 'cv',
      questionIndex: 1,
      followUpNumber: 1,
    });
    const after = [...turns, bot(true), user(RICH)];
    expect(nextPlanStep(PLAN, after, { cvFollowUp: cv })).toMatchObject({ kind: 'ask', questionIndex: 2 });
  });

  it('is not asked without the option, nor on other questions', () => {
    const turns = [bot(), user(RICH), bot(), user(RICH)];
    expect(nextPlanStep(PLAN, turns)).toMatchObject({ kind: 'ask', questionIndex: 2 });
    expect(nextPlanStep(PLAN, [bot(), user(RICH)], { cvFollowUp: cv })).toMatchObject({
      kind: 'ask',
      questionIndex: 1,
    });
  });

  it("gives way to the question's own follow-ups, and is not asked after them", () => {
    const turns = [bot(), user(RICH), bot(), user('I usually just read the logs until I find it.')];
    expect(nextPlanStep(PLAN, turns, { cvFollowUp: cv })).toMatchObject({ kind: 'follow-up', probe: 'situation' });
    const after = [...turns, bot(true), user(RICH)];
    expect(nextPlanStep(PLAN, after, { cvFollowUp: cv })).toMatchObject({ kind: 'ask', questionIndex: 2 });
  });

  it('closes when time is up', () => {
    expect(nextPlanStep(PLAN, [bot(), user(RICH), bot(), user(RICH)], { cvFollowUp: cv, timeUp: true })).toEqual({
      kind: 'close',
    });
  });
});
