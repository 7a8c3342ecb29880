import { and, eq } from 'drizzle-orm';
import { defaultTemplate, type MailTemplate, type MailTemplateKind } from '../../../core/mail-templates.ts';
import type { Db } from '../../db/client.ts';
import { mailTemplates } from '../../db/schema.ts';

export type StoredTemplate = MailTemplate & { customized: boolean; updatedAt: Date | null };

/** The organization's wording of one mail, else the default (src/core/mail-templates.ts). */
export async function loadMailTemplate(
  db: Db,
  organizationId: string,
  kind: MailTemplateKind,
): Promise<StoredTemplate> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, body: mailTemplates.body, updatedAt: mailTemplates.updatedAt })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.organizationId, organizationId), eq(mailTemplates.kind, kind)));
  return row ? { ...row, customized: true } : { ...defaultTemplate(kind), customized: false, updatedAt: null };
}

/** Every stored template of an organization, by kind. */
export async function loadMailTemplates(db: Db, organizationId: string) {
  const rows = await db.select().from(mailTemplates).where(eq(mailTemplates.organizationId, organizationId));
  return new Map(rows.map((row) => [row.kind, row]));
}
