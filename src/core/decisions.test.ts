import { describe, expect, it } from 'vitest';
import { bulkConfirmTitle, decisionOf, decisionStep, isInProgress } from './decisions.ts';

describe('decision rules', () => {
  it('names a first decision, the same decision again and a change', () => {
    expect(decisionStep('pending', 'accepted')).toBe('first');
    expect(decisionStep('alternative-requested', 'rejected')).toBe('first');
    expect(decisionStep('accepted', 'accepted')).toBe('same');
    expect(decisionStep('accepted', 'rejected')).toBe('change');
    expect(decisionStep('rejected', 'accepted')).toBe('change');
  });

  it('treats an unsubmitted, undecided application as in progress', () => {
    expect(isInProgress({ status: 'pending', submittedAt: null })).toBe(true);
    expect(isInProgress({ status: 'pending', submittedAt: new Date() })).toBe(false);
    expect(isInProgress({ status: 'alternative-requested', submittedAt: null })).toBe(false);
    expect(isInProgress({ status: 'accepted', submittedAt: '2026-11-26T10:00:00.000Z' })).toBe(false);
  });

  it('knows which status is a decision', () => {
    expect(decisionOf('accepted')).toBe('accepted');
    expect(decisionOf('rejected')).toBe('rejected');
    expect(decisionOf('pending')).toBeNull();
    expect(decisionOf('alternative-requested')).toBeNull();
  });

  it('names the count in the confirmation', () => {
    expect(bulkConfirmTitle('reject', 3)).toBe('Reject 3 candidates?');
    expect(bulkConfirmTitle('accept', 1)).toBe('Accept 1 candidate?');
    expect(bulkConfirmTitle('email', 2)).toBe('E-mail the decision to 2 candidates?');
  });
});
