import { expect, test } from 'vitest';
import { computeAnalytics } from '../../../core/analytics.ts';
import { buildAssessment } from './assessment-record.ts';
import { ASSESSMENT_CHANGES_FROM } from './assessment-status.ts';

const transcript = 'BOT: [00:00:00] Tell me about yourself.\nUSER: [00:00:05] I build TypeScript APIs.';

test('a done assessment carries analytics, the feedback, the scorecard score (never one read from the text) and its assessor', () => {
  const record = buildAssessment({
    transcript,
    questions: { answered: 1, total: 4 },
    outcome: {
      kind: 'done',
      feedback: 'Overall Score: 100/100\nKey Strengths',
      score: 72,
      assessor: { kind: 'builtin', model: 'builtin-rules-1' },
    },
  });
  expect(record).toEqual({
    analytics: computeAnalytics({ transcript, questions: { answered: 1, total: 4 } }),
    aiFeedback: 'Overall Score: 100/100\nKey Strengths',
    score: 72,
    // Settled from the AI's ratings until a person rates (core/scorecard/team-rating.ts).
    scoreBasis: 'assessor',
    feedbackStatus: 'done',
    feedbackError: null,
    assessorKind: 'builtin',
    assessorModel: 'builtin-rules-1',
  });
});

test('a failed assessment keeps the analytics and shows the reason, never a score', () => {
  const record = buildAssessment({ transcript, outcome: { kind: 'failed', reason: 'Down.' } });
  expect(record).toEqual({
    analytics: computeAnalytics({ transcript }),
    feedbackStatus: 'failed',
    feedbackError: 'Down.',
  });
});

test('Retry starts only from failed or not started; done and failed are reached only from running', () => {
  expect(ASSESSMENT_CHANGES_FROM.pending).toEqual(['not_started', 'failed']);
  expect(ASSESSMENT_CHANGES_FROM.done).toEqual(['running']);
  expect(ASSESSMENT_CHANGES_FROM.failed).toEqual(['running']);
  expect(ASSESSMENT_CHANGES_FROM.retrying).toEqual(['running']);
});
