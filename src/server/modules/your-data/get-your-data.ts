import { eq } from 'drizzle-orm';
import type { YourData } from '../../../core/api/your-data.ts';
import { candidateRetentionDays } from '../../../core/interview-rules.ts';
import { notices } from '../../db/schema.ts';
import { publicBrand } from '../brand/brand-store.ts';
import { employerOfPosting } from '../employers/employer-key.ts';
import { loadTurns } from '../interviews/load-turns.ts';
import type { DataHolder } from './data-link.ts';
import { DAY_MS } from '../../../core/dates.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Everything stored about the candidate's application, as their "your data" page shows it. */
export async function getYourData(
  { db }: UseCaseContext<'db'>,
  holder: DataHolder,
  billingEnabled: boolean,
): Promise<YourData> {
  const turns = await loadTurns({ db }, holder.id);
  const [notice] = holder.noticeVersionId
    ? await db.select({ version: notices.version }).from(notices).where(eq(notices.id, holder.noticeVersionId))
    : [];
  const retentionDays = candidateRetentionDays(holder.ownerPlan, billingEnabled);
  let recordingNumber = 0;
  return {
    fullName: holder.fullName,
    email: holder.candidateEmail,
    jobTitle: holder.posting.title,
    status: holder.status,
    appliedAt: holder.createdAt.toISOString(),
    consentAt: holder.consentAt?.toISOString() ?? null,
    noticeVersion: notice?.version ?? null,
    submittedAt: holder.submittedAt?.toISOString() ?? null,
    cvFilename: holder.cvKey ? holder.cvFilename : null,
    turns: turns.map((turn) => ({ seq: turn.seq, speaker: turn.speaker, text: turn.text })),
    recordings: turns.filter((turn) => turn.recordingKey).map((turn) => ({ number: ++recordingNumber, seq: turn.seq })),
    score: holder.score,
    deleteBy: new Date(holder.createdAt.getTime() + retentionDays * DAY_MS).toISOString(),
    brand: await publicBrand(db, employerOfPosting(holder.posting)),
  };
}
