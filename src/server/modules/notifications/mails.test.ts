import { describe, expect, it } from 'vitest';
import { interviewLength, interviewLengthSentence } from '../../../core/interview-length.ts';
import { continueApplicationMail } from './mails.ts';

const MIXED = interviewLength({ timeLimitsSeconds: [45, 120, 60] });

describe('continueApplicationMail', () => {
  it('the mail to continue an unfinished application states that interview’s length', () => {
    const mail = continueApplicationMail({
      jobTitle: 'Courier',
      startedAt: new Date('2026-11-20T10:00:00Z'),
      continueUrl: 'https://example.com/continue#token=x',
      days: 7,
      length: MIXED,
    });
    expect(mail.text).toContain(interviewLengthSentence(MIXED));
    expect(mail.text).toContain(
      'The interview has 3 questions (45 seconds to 2 minutes per answer, depending on the question) and takes about 5 minutes.',
    );
  });
});
