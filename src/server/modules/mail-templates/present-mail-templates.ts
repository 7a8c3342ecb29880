import type { Actor } from '../../../core/access.ts';
import { mayTake } from '../../access/require-allowed.ts';
import type { MailTemplatesResponse, MailTemplateView } from '../../../core/api/mail-templates.ts';
import {
  defaultTemplate,
  MAIL_TEMPLATE_KINDS,
  MAIL_TEMPLATES,
  VARIABLE_DESCRIPTIONS,
  type MailTemplateKind,
} from '../../../core/mail-templates.ts';
import type { Db } from '../../db/client.ts';
import { loadMailTemplates } from './template-store.ts';

function present(
  kind: MailTemplateKind,
  row: { subject: string; body: string; updatedAt: Date } | undefined,
): MailTemplateView {
  const spec = MAIL_TEMPLATES[kind];
  const fallback = defaultTemplate(kind);
  return {
    kind,
    label: spec.label,
    purpose: spec.purpose,
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    customized: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    variables: spec.variables.map((name) => ({
      name,
      description: VARIABLE_DESCRIPTIONS[name] ?? name,
      required: spec.required.includes(name),
    })),
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
  };
}

/** Every candidate mail of the caller's organization, its wording and its variables (any member may read). */
export async function getMailTemplates(db: Db, actor: Actor, previewBaseUrl: string): Promise<MailTemplatesResponse> {
  const stored = await loadMailTemplates(db, actor.organizationId);
  return {
    templates: MAIL_TEMPLATE_KINDS.map((kind) => present(kind, stored.get(kind))),
    canEdit: mayTake(actor, 'settings.manage'),
    previewBaseUrl,
  };
}

export const presentMailTemplate = present;
