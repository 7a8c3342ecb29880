import { DAY_MS } from '../../../core/dates.ts';
import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { WEBHOOK_LOG_RETENTION_DAYS } from '../../../core/webhooks.ts';
import type { UseCaseContext } from '../../deps.ts';
import { invitations, jobPostings, webhookDeliveries } from '../../db/schema.ts';
import { queueWebhookDeliveries, recordWebhookEvent } from './emit-webhook-event.ts';

/** A pending attempt this overdue has lost its job (a crash between commit and queueing); it is queued again. */
const STALE_AFTER_MS = 2 * 60_000;
/** An attempt claimed this long ago without a result was cut short (worker crash); the next one is queued. */
const CUT_SHORT_AFTER_MS = 5 * 60_000;
const BATCH = 500;

/**
 * The scheduled webhook sweep: each invitation that expired unused is marked once
 * (`expired_notified_at`, a conditional UPDATE) and announced as `invitation.expired` in the
 * same transaction, so it is sent exactly once; deliveries whose job was lost are queued again;
 * finished deliveries older than the log's retention are deleted.
 */
export async function sweepWebhooks(deps: UseCaseContext<'db' | 'queue' | 'log'>, now: Date) {
  const db = deps.db;
  const deliveryIds: string[] = [];
  let expired = 0;
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(invitations)
      .set({ expiredNotifiedAt: now })
      .where(
        inArray(
          invitations.id,
          tx
            .select({ id: invitations.id })
            .from(invitations)
            .where(
              and(
                isNull(invitations.expiredNotifiedAt),
                inArray(invitations.status, ['sent', 'opened']),
                lte(invitations.expiresAt, now),
              ),
            )
            .limit(BATCH),
        ),
      )
      .returning({ id: invitations.id, postingId: invitations.jobPostingId, expiresAt: invitations.expiresAt });
    expired = marked.length;
    if (marked.length === 0) return;
    const postings = await tx
      .select({ id: jobPostings.id, organizationId: jobPostings.organizationId })
      .from(jobPostings)
      .where(
        inArray(
          jobPostings.id,
          marked.map((m) => m.postingId),
        ),
      );
    const organizationOf = new Map(postings.map((p) => [p.id, p.organizationId]));
    for (const invitation of marked) {
      const organizationId = organizationOf.get(invitation.postingId);
      if (!organizationId) continue;
      const ids = await recordWebhookEvent(
        tx,
        {
          type: 'invitation.expired',
          data: {
            organizationId,
            postingId: invitation.postingId,
            invitationId: invitation.id,
            expiresAt: invitation.expiresAt.toISOString(),
          },
        },
        deps.log,
      );
      deliveryIds.push(...ids);
    }
  });
  const stale = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        or(
          lte(webhookDeliveries.nextAttemptAt, new Date(now.getTime() - STALE_AFTER_MS)),
          and(
            isNull(webhookDeliveries.nextAttemptAt),
            lte(webhookDeliveries.lastAttemptAt, new Date(now.getTime() - CUT_SHORT_AFTER_MS)),
          ),
        ),
      ),
    )
    .orderBy(sql`${webhookDeliveries.createdAt}`)
    .limit(BATCH);
  await queueWebhookDeliveries(deps, [...deliveryIds, ...stale.map((s) => s.id)]);
  const cutoff = new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * DAY_MS);
  const purged = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, cutoff)))
    .returning({ id: webhookDeliveries.id });
  return { expired, requeued: stale.length, purged: purged.length };
}
