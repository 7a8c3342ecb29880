import { describe, expect, it } from 'vitest';
import { answerTimeText, interviewLength, interviewLengthSentence } from './interview-length.ts';
import { ANSWER_SECONDS, MAX_QUESTIONS } from './interview-rules.ts';

describe('interviewLength', () => {
  it("states a plan's real number of questions, its time limits and an estimate", () => {
    const length = interviewLength({ timeLimitsSeconds: [90, 90, 90, 90, 90] });
    expect(length).toEqual({ questionCount: 5, timeLimitsSeconds: [90, 90, 90, 90, 90], estimatedMinutes: 10 });
    expect(interviewLengthSentence(length)).toBe(
      'The interview has 5 questions (90 seconds per answer) and takes about 10 minutes.',
    );
  });

  it('names the range when questions allow different times', () => {
    expect(answerTimeText(interviewLength({ timeLimitsSeconds: [45, 120, 60] }))).toBe(
      '45 seconds to 2 minutes per answer, depending on the question',
    );
    expect(interviewLengthSentence(interviewLength({ timeLimitsSeconds: [60] }))).toBe(
      'The interview has 1 question (60 seconds per answer) and takes about 2 minutes.',
    );
  });

  it('without a published plan, the interview as before plans', () => {
    const length = interviewLength(null);
    expect(length.questionCount).toBe(MAX_QUESTIONS);
    expect(new Set(length.timeLimitsSeconds)).toEqual(new Set([ANSWER_SECONDS]));
  });
});
