import { describe, expect, test } from 'vitest';
import { BACKEND_ANSWERS, BACKEND_POSTING } from '../../../../../tests/fixtures/job-postings.ts';
import { extractScore } from '../../../../core/score.ts';
import { formatTranscript } from '../../../../core/transcript.ts';
import { assessTranscript } from './feedback-rubric.ts';
import { RULE_BASED_NOTICE, writeFeedbackReport } from './feedback-report.ts';

const SECTIONS = [
  'Overall Score: ',
  'Key Strengths',
  'Areas for Improvement',
  'Technical Skills Assessment',
  'Communication Skills',
  'Cultural Fit',
  'Final Recommendation',
];

function transcriptOf(answers: string[]): string {
  return formatTranscript(
    answers.flatMap((answer, i) => [
      { speaker: 'bot' as const, text: `Question ${i + 1}?`, at: `00:0${i}:00` },
      { speaker: 'user' as const, text: answer, at: `00:0${i}:30` },
    ]),
  );
}

const strong = { ...BACKEND_POSTING, transcript: transcriptOf(BACKEND_ANSWERS) };
const weak = { ...BACKEND_POSTING, transcript: transcriptOf(['dunno', 'maybe', 'not sure really']) };

describe('writeFeedbackReport', () => {
  test('opens with the rule-based label and has the seven sections in order', () => {
    const report = writeFeedbackReport(strong);
    expect(report.split('\n')[0]).toBe(RULE_BASED_NOTICE);
    const positions = SECTIONS.map((heading) => report.indexOf(heading));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('states the rubric score so that extractScore reads it', () => {
    const report = writeFeedbackReport(strong);
    const { score } = assessTranscript(strong);
    expect(report).toContain(`Overall Score: ${score}/100`);
    expect(extractScore(report)).toBe(score);
  });

  test("quotes the candidate's own words as evidence", () => {
    const report = writeFeedbackReport(strong);
    expect(report).toContain('migrated our billing service from Java to TypeScript');
    expect(report).toMatch(/Cultural Fit\n.*"[^"]*(team|together|mentor)[^"]*"/);
  });

  test('scores a strong transcript well above a weak one', () => {
    const high = assessTranscript(strong);
    const low = assessTranscript(weak);
    expect(high.score).toBeGreaterThanOrEqual(70);
    expect(low.score).toBeLessThan(50);
    expect(high.covered.map((c) => c.skill)).toEqual(
      expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'AWS', 'Kubernetes']),
    );
    expect(writeFeedbackReport(weak)).toMatch(/Final Recommendation\nNot recommended/);
  });

  test('an empty transcript still gives all sections and a score of at least 1', () => {
    const report = writeFeedbackReport({ ...BACKEND_POSTING, transcript: '' });
    for (const heading of SECTIONS) expect(report).toContain(heading);
    expect(extractScore(report)).toBeGreaterThanOrEqual(1);
    expect(report).toContain('No answers were recorded');
  });

  test('rubric points add up to the score and never exceed their weights', () => {
    const r = assessTranscript(strong);
    expect(Object.values(r.points).reduce((a, b) => a + b, 0)).toBe(r.score);
    expect(r.points.coverage).toBeLessThanOrEqual(30);
  });
});
