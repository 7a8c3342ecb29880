import { eq } from 'drizzle-orm';
import { candidateMailSignature } from '../../../core/brand.ts';
import {
  paragraphsToHtml,
  paragraphsToText,
  textToParagraphs,
  type MailLook,
  type Paragraph,
} from '../../../core/mail-layout.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { employerOfPosting, type EmployerKey } from '../employers/employer-key.ts';
import { brandName, loadBrand, logoUrlOf } from './brand-store.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * How a candidate e-mail presents the employer (docs/decisions/0025-employer-brand.md and 0043):
 * the employer's name as From display name, its logo and colour in the HTML part, replies to its
 * support address when set (else to `fallbackReplyTo`, e.g. the sending member).
 */
export type CandidateMailSender = {
  fromName: string;
  replyTo?: string;
  look: MailLook;
  sign: (text: string) => string;
};

/** The footer of every candidate mail's HTML part. */
const FOOTER = (name: string) => `You receive this e-mail because of your application to ${name}.`;

export async function candidateMailSender(
  { db }: UseCaseContext<'db'>,
  employer: EmployerKey,
  fallbackReplyTo?: string,
  /** The base URL links use; the logo is linked from it (without it the mail shows the name). */
  baseUrl?: string,
): Promise<CandidateMailSender> {
  const stored = await loadBrand(db, employer);
  const name = brandName(stored);
  const replyTo = stored.brand?.supportEmail ?? fallbackReplyTo;
  const logoPath = logoUrlOf(employer, stored.brand);
  return {
    fromName: name,
    ...(replyTo ? { replyTo } : {}),
    look: {
      name,
      accentColor: stored.brand?.accentColor ?? null,
      logoUrl: logoPath && baseUrl ? new URL(logoPath, baseUrl).toString() : null,
    },
    sign: (text) => `${text}\n\n${candidateMailSignature(name)}`,
  };
}

/** The same, for the employer that owns a posting. */
export async function candidateMailSenderForPosting(
  db: Db,
  postingId: string,
  fallbackReplyTo?: string,
  baseUrl?: string,
): Promise<CandidateMailSender> {
  const [posting] = await db
    .select({ organizationId: jobPostings.organizationId })
    .from(jobPostings)
    .where(eq(jobPostings.id, postingId));
  if (!posting)
    return {
      fromName: '',
      ...(fallbackReplyTo ? { replyTo: fallbackReplyTo } : {}),
      look: { name: 'The hiring team', accentColor: null, logoUrl: null },
      sign: (t) => t,
    };
  return candidateMailSender({ db }, employerOfPosting(posting), fallbackReplyTo, baseUrl);
}

const headers = (sender: CandidateMailSender) => ({
  ...(sender.fromName ? { fromName: sender.fromName } : {}),
  ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
});

/**
 * A mail whose words the employer chose (a template or the decision dialog): text and HTML from
 * the same paragraphs, signed only by those words — no second sign-off is added.
 */
export const templatedMail = (sender: CandidateMailSender, mail: { subject: string; paragraphs: Paragraph[] }) => ({
  subject: mail.subject,
  text: paragraphsToText(mail.paragraphs),
  html: paragraphsToHtml({ ...mail, look: sender.look, footer: FOOTER(sender.look.name) }),
  ...headers(sender),
});

/** A mail the server words (data rights, notices): signed once by the employer, in text and HTML. */
export const brandedMail = (sender: CandidateMailSender, mail: { subject: string; text: string }) =>
  templatedMail(sender, { subject: mail.subject, paragraphs: textToParagraphs(sender.sign(mail.text)) });
