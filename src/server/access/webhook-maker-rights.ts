import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACTION_ROLES } from '../../core/access.ts';
import { member, webhookEndpoints } from '../db/schema.ts';

/**
 * A webhook acts with its maker's current rights (issue #22, finding 8): it receives events only
 * while the person who made it is still a member of its organization in a role that may manage
 * webhooks (src/core/access.ts). SQL over `webhook_endpoints`, so every emission and delivery
 * checks it in the statement that reads the endpoint; an account deleted since (maker null) fails it.
 */
export const makerMayManageWebhooks = () =>
  sql<boolean>`exists (select 1 from ${member} where ${and(
    eq(member.organizationId, webhookEndpoints.organizationId),
    eq(member.userId, webhookEndpoints.createdBy),
    inArray(member.role, [...ACTION_ROLES['webhooks.manage']]),
  )})`.mapWith(Boolean);

/** What a delivery records instead of sending when the maker has lost the right. */
export const MAKER_LOST_RIGHTS_ERROR =
  'Not sent: the person who made this webhook is no longer an owner or admin of the organization';
