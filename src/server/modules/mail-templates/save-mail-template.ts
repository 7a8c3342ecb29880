import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { MailTemplateInput, MailTemplateView } from '../../../core/api/mail-templates.ts';
import { AUDIT_ACTIONS } from '../../../core/audit.ts';
import { validateMailTemplate, type MailTemplateKind } from '../../../core/mail-templates.ts';
import type { Db } from '../../db/client.ts';
import { mailTemplates } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { auditActorOf, recordAudit } from '../audit/record-audit.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { presentMailTemplate } from './present-mail-templates.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Stores the organization's wording of one candidate mail (owners and admins: settings.manage).
 * A template with an unknown variable, a link in the subject or without its required link is
 * refused with the field and the reason; nothing is stored then.
 */
export async function saveMailTemplate(
  { db }: UseCaseContext<'db'>,
  actor: Actor,
  kind: MailTemplateKind,
  input: MailTemplateInput,
): Promise<MailTemplateView> {
  requireAllowed(actor, 'settings.manage');
  const template = { subject: input.subject.trim(), body: input.body.replace(/\r\n|\r/g, '\n').trim() };
  const fields = validateMailTemplate(kind, template);
  const first = fields.subject ?? fields.body;
  if (first) throw new AppError('VALIDATION', `${fields.subject ? 'Subject' : 'Text'}: ${first}`, { fields });
  const now = new Date();
  const [row] = await db
    .insert(mailTemplates)
    .values({ organizationId: actor.organizationId, kind, ...template, updatedBy: actor.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [mailTemplates.organizationId, mailTemplates.kind],
      set: { ...template, updatedBy: actor.userId, updatedAt: now },
    })
    .returning();
  await recordAudit(
    { db },
    {
      action: AUDIT_ACTIONS.mailTemplateChange,
      ...auditActorOf(actor),
      scope: { organizationId: actor.organizationId },
      details: { kind, change: 'saved' },
    },
  );
  return presentMailTemplate(kind, row);
}

/** Back to the default text: the organization's row is deleted. */
export async function resetMailTemplate(db: Db, actor: Actor, kind: MailTemplateKind): Promise<MailTemplateView> {
  requireAllowed(actor, 'settings.manage');
  const deleted = await db
    .delete(mailTemplates)
    .where(and(eq(mailTemplates.organizationId, actor.organizationId), eq(mailTemplates.kind, kind)))
    .returning({ kind: mailTemplates.kind });
  if (deleted.length > 0)
    await recordAudit(
      { db },
      {
        action: AUDIT_ACTIONS.mailTemplateChange,
        ...auditActorOf(actor),
        scope: { organizationId: actor.organizationId },
        details: { kind, change: 'reset' },
      },
    );
  return presentMailTemplate(kind, undefined);
}
