import type { Actor } from '../../../core/access.ts';
import { interviews } from '../../db/schema.ts';
import { interviewNotFound, ownedInterview } from '../../access/interview-scope.ts';
import { decisionColumns, type DecisionRecord } from './presenters.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Archive or restore one interview; the candidates table shows either set. */
export async function setInterviewArchived(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  interviewId: string,
  archived: boolean,
): Promise<DecisionRecord> {
  const [row] = await db
    .update(interviews)
    .set({ archived })
    .where(ownedInterview(db, actor, interviewId, 'interview.archive'))
    .returning(decisionColumns);
  if (!row) throw interviewNotFound();
  return row;
}
