import type { Actor } from '../../../core/access.ts';
import type { Db } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import { interviewNotFound, ownedInterview } from './policies.ts';
import { decisionColumns, type DecisionRecord } from './presenters.ts';

/** Accept or reject (docs/product-rules.md §4); the owner scope is part of the UPDATE. */
export async function setInterviewStatus(
  db: Db,
  actor: Actor,
  interviewId: string,
  status: 'accepted' | 'rejected',
): Promise<DecisionRecord> {
  const [row] = await db
    .update(interviews)
    .set({ status })
    .where(ownedInterview(db, actor, interviewId, 'interview.decide'))
    .returning(decisionColumns);
  if (!row) throw interviewNotFound();
  return row;
}
