import { expect, test } from 'vitest';
import { AppError } from '../errors.ts';
import { feedbackFailureReason, generateFeedbackJob } from './generate-feedback.ts';

test('the job retries three times and takes an interview id', () => {
  expect(generateFeedbackJob.retryLimit).toBe(3);
  expect(generateFeedbackJob.payload.safeParse({ interviewId: 'not-a-uuid' }).success).toBe(false);
});

test('failure reasons are short, user-facing and never the raw error text', () => {
  const raw = new Error('Incorrect API key provided: sk-secret');
  expect(feedbackFailureReason(new AppError('UNAVAILABLE', 'x'))).toBe(
    'The AI provider could not be reached or was overloaded.',
  );
  expect(feedbackFailureReason(new AppError('UPSTREAM', 'x'))).toBe(
    'The AI provider rejected the request; check the AI settings.',
  );
  expect(feedbackFailureReason(raw)).toBe('Feedback generation failed unexpectedly.');
});
