import { describe, expect, it } from 'vitest';
import { setStatusSchema } from './api/review.ts';
import {
  decisionMessages,
  rejectionReasonLabel,
  REJECTION_REASON_CODES,
  REJECTION_REASONS,
} from './decision-reasons.ts';

const issue = (input: unknown) => {
  const parsed = setStatusSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('rejection reasons', () => {
  it('lists the five reasons, "Other" last', () => {
    expect(REJECTION_REASON_CODES.map((code) => REJECTION_REASONS[code])).toEqual([
      'Did not meet required qualifications',
      'Another candidate was a better fit',
      'Position filled or closed',
      'Candidate withdrew',
      'Other',
    ]);
  });

  it('accepts need no reason; rejections need one, and "Other" needs a note', () => {
    expect(issue({ status: 'accepted' })).toBeNull();
    expect(issue({ status: 'rejected' })).toBe(decisionMessages.reasonRequired);
    expect(issue({ status: 'rejected', reason: 'bogus' })).toBe(decisionMessages.reasonRequired);
    expect(issue({ status: 'rejected', reason: 'other' })).toBe(decisionMessages.noteRequiredForOther);
    expect(issue({ status: 'rejected', reason: 'other', note: '   ' })).toBe(decisionMessages.noteRequiredForOther);
    expect(issue({ status: 'rejected', reason: 'other', note: 'Relocated' })).toBeNull();
    expect(issue({ status: 'rejected', reason: 'withdrew' })).toBeNull();
    expect(issue({ status: 'rejected', reason: 'withdrew', note: 'x'.repeat(1001) })).toBe(
      decisionMessages.noteTooLong,
    );
  });

  it('labels stored codes, and shows an unknown code as it is', () => {
    expect(rejectionReasonLabel('position_closed')).toBe('Position filled or closed');
    expect(rejectionReasonLabel('legacy')).toBe('legacy');
  });
});
