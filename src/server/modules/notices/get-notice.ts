import { DEFAULT_NOTICE_TEXT, renderNotice } from '../../../core/candidate-notice.ts';
import type { NoticeResponse } from '../../../core/api/notices.ts';
import type { Db } from '../../db/client.ts';
import { employerContactEmail, type EmployerKey } from '../employers/employer-key.ts';
import { candidateRetentionForEmployer } from './notice-facts.ts';
import { latestNotice, type NoticeVersion } from './notice-versions.ts';
import type { UseCaseContext } from '../../deps.ts';

export async function presentNotice(
  db: Db,
  employer: EmployerKey,
  billingEnabled: boolean,
  notice: NoticeVersion | null,
): Promise<NoticeResponse> {
  const text = notice?.text ?? DEFAULT_NOTICE_TEXT;
  return {
    version: notice?.version ?? 0,
    text,
    defaultText: DEFAULT_NOTICE_TEXT,
    updatedAt: notice?.createdAt.toISOString() ?? null,
    preview: renderNotice(text, {
      competencies: [],
      retentionDays: await candidateRetentionForEmployer(db, employer, billingEnabled),
      contact: (await employerContactEmail(db, employer)) ?? '',
    }),
  };
}

/** The employer's notice for the settings page. */
export async function getNotice(
  { db }: UseCaseContext<'db'>,
  employer: EmployerKey,
  billingEnabled: boolean,
): Promise<NoticeResponse> {
  return presentNotice(db, employer, billingEnabled, await latestNotice(db, employer));
}
