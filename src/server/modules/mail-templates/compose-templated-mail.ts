import { renderMailTemplate, type MailTemplateKind, type TemplateValues } from '../../../core/mail-templates.ts';
import type { Db } from '../../db/client.ts';
import { templatedMail, type CandidateMailSender } from '../brand/candidate-mail-sender.ts';
import { loadMailTemplate } from './template-store.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Candidate mails of one kind in the organization's wording (or the default) and look: loads the
 * template once and returns a function from values to the fields a send-mail job takes.
 * `companyName` is the sender's brand name unless given.
 */
export async function templatedMailer(
  db: Db,
  sender: CandidateMailSender,
  organizationId: string,
  kind: MailTemplateKind,
) {
  const template = await loadMailTemplate(db, organizationId, kind);
  return (values: TemplateValues) =>
    templatedMail(sender, renderMailTemplate(template, { companyName: sender.look.name, ...values }));
}

/** One such mail. */
export async function composeTemplatedMail(
  { db }: UseCaseContext<'db'>,
  sender: CandidateMailSender,
  organizationId: string,
  kind: MailTemplateKind,
  values: TemplateValues,
) {
  return (await templatedMailer(db, sender, organizationId, kind))(values);
}
