import { eq } from 'drizzle-orm';
import { candidateRetentionDays } from '../../../core/interview-rules.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import type { EmployerKey } from '../employers/employer-key.ts';

/** The retention of this employer's plan: the days the candidate is told, and the retention job deletes by. */
export async function candidateRetentionForEmployer(
  db: Db,
  employer: EmployerKey,
  billingEnabled: boolean,
): Promise<number> {
  const [owner] = await db
    .select({ plan: subscriptions.plan, isFree: subscriptions.isFree })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, employer));
  return candidateRetentionDays(owner ?? null, billingEnabled);
}
