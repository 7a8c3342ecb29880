import { expect, test } from 'vitest';
import { AppError } from '../../errors.ts';
import { assessInterviewJob } from './assess-interview.job.ts';
import { isFinalAttempt } from '../../jobs/queue.ts';
import { feedbackFailureReason } from './assess-interview.ts';

test('the job retries three times, takes an interview id and is keyed by it', () => {
  expect(assessInterviewJob.retryLimit).toBe(3);
  expect(assessInterviewJob.payload.safeParse({ interviewId: 'not-a-uuid' }).success).toBe(false);
  const interviewId = '6f1f6d8e-2d7a-4d55-9f43-6a1c2b3d4e5f';
  expect(assessInterviewJob.singletonKey?.({ interviewId })).toBe(interviewId);
});

test('only the attempt at the retry limit is final', () => {
  expect(isFinalAttempt({ jobId: 'j', retryCount: 0, retryLimit: 3 })).toBe(false);
  expect(isFinalAttempt({ jobId: 'j', retryCount: 2, retryLimit: 3 })).toBe(false);
  expect(isFinalAttempt({ jobId: 'j', retryCount: 3, retryLimit: 3 })).toBe(true);
  expect(isFinalAttempt({ jobId: 'j', retryCount: 0, retryLimit: 0 })).toBe(true);
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
