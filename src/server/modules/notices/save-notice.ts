import type { NoticeInput, NoticeResponse } from '../../../core/api/notices.ts';
import type { Db } from '../../db/client.ts';
import type { EmployerKey } from '../employers/employer-key.ts';
import { presentNotice } from './get-notice.ts';
import { appendNotice, latestNotice } from './notice-versions.ts';

/**
 * Saves the employer's notice as a new immutable version (an unchanged text adds none).
 */
export async function saveNotice(
  db: Db,
  employer: EmployerKey,
  billingEnabled: boolean,
  input: NoticeInput,
): Promise<NoticeResponse> {
  const latest = await latestNotice(db, employer);
  const saved = latest?.text === input.text ? latest : await appendNotice(db, employer, input.text);
  return presentNotice(db, employer, billingEnabled, saved);
}
