import { and, eq, isNull } from 'drizzle-orm';
import { shouldDisableEndpoint, WEBHOOK_RETRY_WINDOW_HOURS, webhookDisabledMail } from '../../../core/webhooks.ts';
import type { UseCaseContext } from '../../deps.ts';
import { member, organization, user, webhookEndpoints } from '../../db/schema.ts';
import { organizationLinkBaseUrl } from '../mail-templates/link-origins.ts';
import { sendMailJob } from '../notifications/send-mail.job.ts';

export const AUTO_DISABLED_REASON = `Disabled after its deliveries failed for ${WEBHOOK_RETRY_WINDOW_HOURS} hours`;

/**
 * Applies the auto-disable rule of src/core/webhooks.ts after a delivery failed for good. The
 * switch is a conditional UPDATE (still enabled, no success meanwhile); only the call that flips
 * it mails the organization's owners, so they hear once.
 */
export async function disableFailingWebhook(
  deps: UseCaseContext<'db' | 'queue' | 'log' | 'origins'>,
  endpointId: string,
  failedDeliveryFirstAttemptAt: Date,
): Promise<boolean> {
  const db = deps.db;
  const [current] = await db
    .select({ enabled: webhookEndpoints.enabled, lastSuccessAt: webhookEndpoints.lastSuccessAt })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!current?.enabled) return false;
  if (!shouldDisableEndpoint({ lastSuccessAt: current.lastSuccessAt, failedDeliveryFirstAttemptAt })) return false;
  const [disabled] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: new Date(), disabledReason: AUTO_DISABLED_REASON })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.enabled, true),
        current.lastSuccessAt
          ? eq(webhookEndpoints.lastSuccessAt, current.lastSuccessAt)
          : isNull(webhookEndpoints.lastSuccessAt),
      ),
    )
    .returning({ url: webhookEndpoints.url, organizationId: webhookEndpoints.organizationId });
  if (!disabled) return false;
  const owners = await db
    .select({ email: user.email, organizationName: organization.name })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, disabled.organizationId), eq(member.role, 'owner')));
  const manageUrl = new URL('/team/webhooks', await organizationLinkBaseUrl(deps, disabled.organizationId)).toString();
  for (const owner of owners) {
    const mail = webhookDisabledMail({ url: disabled.url, organizationName: owner.organizationName, manageUrl });
    await deps.queue.send(sendMailJob, { to: owner.email, ...mail });
  }
  deps.log.warn({ endpointId, owners: owners.length }, 'webhook disabled after failing deliveries');
  return true;
}
