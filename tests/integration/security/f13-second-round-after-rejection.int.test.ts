import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTION_REASON_CODES } from '../../../src/core/decision-reasons.ts';
import { secondRoundMessages } from '../../../src/core/second-round.ts';
import { acceptedWithSecondRound } from '../../support/second-round-offer.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Issue #22, finding 13: a second-round slot could be picked after the candidate was rejected.
 * Replay: accept with slots, reject, then open the e-mailed link and pick a slot.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
}, 120_000);
afterAll(async () => t?.close());

const pick = (token: string, slot: number) =>
  fetch(`${t.url}/api/public/second-round/${token}/pick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slot }),
  });

describe('finding 13: second round after rejection', () => {
  it('refuses the pick once the candidate is rejected, and records nothing', async () => {
    const offer = await acceptedWithSecondRound(t);
    const rejected = await offer.employer.client.patch(`/api/interviews/${offer.interviewId}/status`, {
      status: 'rejected',
      reason: REJECTION_REASON_CODES[0],
      // A change of the earlier accept needs a reason (docs/decisions/0041-decisions-revisited.md).
      changeReason: 'Withdrawn after the offer',
    });
    expect(rejected.status).toBe(200);

    const response = await pick(offer.token, 0);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      secondRoundMessages.offerWithdrawn,
    );
    const view = await offer.employer.client.get(`/api/interviews/${offer.interviewId}/second-round`);
    expect(view.status).toBe(200);
    expect(view.json.offer.chosenSlot).toBeNull();
  });

  it('still lets an accepted candidate pick', async () => {
    const offer = await acceptedWithSecondRound(t);
    expect((await pick(offer.token, 1)).status).toBe(200);
  });
});
