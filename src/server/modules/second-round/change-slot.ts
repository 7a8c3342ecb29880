import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, type AuditAction } from '../../../core/audit.ts';
import { SECOND_ROUND_STATUS, secondRoundMessages, slotStartText } from '../../../core/second-round.ts';
import type { UseCaseContext } from '../../deps.ts';
import { interviews, secondRoundOffers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { interviewAuditScope } from '../audit/scope.ts';
import { findOfferByToken } from './find-offer.ts';
import { mailSecondRound } from './mail-second-round.ts';

type Deps = UseCaseContext<'db' | 'queue' | 'env' | 'origins'>;

/** The chosen time, checked: still open, chosen, not cancelled, not begun. */
async function chosenOffer(deps: Deps, token: string, now: Date) {
  const found = await findOfferByToken(deps.db, token);
  if (found.interviewStatus !== SECOND_ROUND_STATUS) throw new AppError('CONFLICT', secondRoundMessages.offerWithdrawn);
  if (found.offer.cancelledAt) throw new AppError('CONFLICT', secondRoundMessages.cancelled);
  const current = found.offer.chosenSlot === null ? undefined : found.slots[found.offer.chosenSlot];
  if (found.offer.chosenSlot === null || !current) throw new AppError('CONFLICT', secondRoundMessages.notChosen);
  if (Date.parse(current.startsAt) <= now.getTime())
    throw new AppError(
      'CONFLICT',
      `The interview on ${slotStartText(current, found.offer.timeZone)} has already begun and can no longer be changed here. Please reply to the e-mail.`,
    );
  return { found, chosen: found.offer.chosenSlot, current };
}

/** Only while the interview is accepted and the choice is still the one read (no lost update). */
const unchanged = (offerId: string, chosen: number) =>
  and(
    eq(secondRoundOffers.id, offerId),
    eq(secondRoundOffers.chosenSlot, chosen),
    isNull(secondRoundOffers.cancelledAt),
    sql`exists (select 1 from ${interviews} where ${interviews.id} = ${secondRoundOffers.interviewId}
      and ${interviews.status} = ${SECOND_ROUND_STATUS})`,
  );

async function audit(deps: Deps, interviewId: string, action: AuditAction, details: Record<string, unknown>) {
  const scope = await interviewAuditScope(deps.db, interviewId);
  if (scope) await recordAudit(deps, { action, actorUserId: null, scope, details });
}

/**
 * The candidate moves the chosen time to another offered slot from their link: recorded by a
 * conditional UPDATE, audited, and both sides get the updated calendar invitation.
 */
export async function rescheduleSlot(deps: Deps, token: string, slotIndex: number, now = new Date()) {
  const { found, chosen, current } = await chosenOffer(deps, token, now);
  if (slotIndex === chosen) throw new AppError('CONFLICT', secondRoundMessages.sameSlot);
  const slot = found.slots[slotIndex];
  if (!slot) throw new AppError('VALIDATION', secondRoundMessages.slotUnknown);
  if (Date.parse(slot.startsAt) <= now.getTime())
    throw new AppError(
      'CONFLICT',
      `The slot on ${slotStartText(slot, found.offer.timeZone)} has already passed. Please pick another one.`,
    );
  const moved = await deps.db
    .update(secondRoundOffers)
    .set({ chosenSlot: slotIndex, chosenAt: now })
    .where(unchanged(found.offer.id, chosen))
    .returning({ id: secondRoundOffers.id });
  if (moved.length === 0) throw new AppError('CONFLICT', secondRoundMessages.offerWithdrawn);
  await audit(deps, found.offer.interviewId, AUDIT_ACTIONS.secondRoundReschedule, {
    from: current.startsAt,
    to: slot.startsAt,
  });
  await mailSecondRound(
    deps,
    { ...found, offer: { ...found.offer, chosenSlot: slotIndex } },
    token,
    slot,
    'rescheduled',
    now,
  );
  return { chosenSlot: slotIndex, slot };
}

/** The candidate cancels the chosen time: recorded once, audited, both sides get the calendar cancellation. */
export async function cancelSlot(deps: Deps, token: string, now = new Date()) {
  const { found, chosen, current } = await chosenOffer(deps, token, now);
  const cancelled = await deps.db
    .update(secondRoundOffers)
    .set({ cancelledAt: now })
    .where(unchanged(found.offer.id, chosen))
    .returning({ id: secondRoundOffers.id });
  if (cancelled.length === 0) throw new AppError('CONFLICT', secondRoundMessages.cancelled);
  await audit(deps, found.offer.interviewId, AUDIT_ACTIONS.secondRoundCancel, { slot: current.startsAt });
  await mailSecondRound(deps, found, token, current, 'cancelled', now);
  return { cancelled: true as const };
}
