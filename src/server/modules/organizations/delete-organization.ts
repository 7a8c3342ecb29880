import { and, count, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import { organizationMessages, type DeleteOrganizationInput } from '../../../core/api/organizations.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { blobKeys } from '../../adapters/storage/keys.ts';
import { interviews, jobPostings, notices, organization, session, subscriptions } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { organizationAuditScope } from '../audit/scope.ts';
import { deletePosting, type DeletePostingDeps } from '../postings/delete-posting.ts';
import { personalSlug } from '../../../core/organization-slugs.ts';
import { requireAllowed } from '../../access/require-allowed.ts';

/** Subscription states that still bill the organization. */
const BILLING_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/**
 * Deletes the actor's active organization and everything of its candidates (issue #22, finding 3;
 * docs/decisions/0029-security-round-3-data.md). Owners only, with the organization's name typed to
 * confirm; a personal organization and one with a live subscription are refused. Each posting
 * goes through `deletePosting` (rows, the queued jobs of its interviews, its files on disk or S3,
 * one audit entry per interview); then the brand logo files, the notices and the organization
 * row (members, invitations, API keys, webhooks, brand and subscription cascade). The
 * `organization.delete` entry is written in the same transaction as the row's delete; the audit
 * log has no foreign key to the organization, so it survives. Sessions that had it active fall
 * back to the account's oldest membership. better-auth's own delete endpoint is switched off.
 * Re-running after a failure finishes the job: every step works on what is left.
 */
export async function deleteOrganization(
  deps: DeletePostingDeps,
  actor: Actor,
  input: DeleteOrganizationInput,
): Promise<{ postings: number; interviews: number }> {
  requireAllowed(actor, 'organization.delete');
  const { db } = deps;
  const [org] = await db
    .select({ id: organization.id, name: organization.name, slug: organization.slug })
    .from(organization)
    .where(eq(organization.id, actor.organizationId));
  if (!org) throw notFound('Organization not found');
  if (org.slug.startsWith(personalSlug(''))) throw new AppError('CONFLICT', organizationMessages.deletePersonal);
  if (input.name.trim() !== org.name) throw new AppError('VALIDATION', organizationMessages.deleteConfirm);
  const [billing] = await db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, org.id), inArray(subscriptions.status, BILLING_STATUSES)));
  if (billing?.id) throw new AppError('CONFLICT', organizationMessages.deleteSubscribed);

  const postings = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(eq(jobPostings.organizationId, org.id));
  const [interviewCount] = postings.length
    ? await db
        .select({ n: count() })
        .from(interviews)
        .where(
          inArray(
            interviews.jobPostingId,
            postings.map((p) => p.id),
          ),
        )
    : [{ n: 0 }];
  for (const posting of postings) await deletePosting(deps, actor, posting.id);
  await deps.blobs.deletePrefix(blobKeys.organization(org.id));

  const summary = { postings: postings.length, interviews: Number(interviewCount?.n ?? 0) };
  await db.transaction(async (tx) => {
    await tx.delete(notices).where(eq(notices.ownerId, org.id));
    await tx.update(session).set({ activeOrganizationId: null }).where(eq(session.activeOrganizationId, org.id));
    await tx.delete(organization).where(eq(organization.id, org.id));
    await recordAudit(
      { db: tx },
      {
        action: AUDIT_ACTIONS.organizationDelete,
        actorUserId: actor.userId,
        scope: organizationAuditScope(org.id),
        details: summary,
      },
    );
  });
  return summary;
}
