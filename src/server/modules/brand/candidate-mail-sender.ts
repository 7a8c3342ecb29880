import { eq } from 'drizzle-orm';
import { candidateMailSignature } from '../../../core/brand.ts';
import type { Db } from '../../db/client.ts';
import { jobPostings } from '../../db/schema.ts';
import { employerOfPosting, type EmployerKey } from '../employers/employer-key.ts';
import { brandName, loadBrand } from './brand-store.ts';

/**
 * How a candidate e-mail presents the employer (docs/decisions/0025-employer-brand.md): the
 * employer's name as From display name and signature, replies to its support address when set
 * (else to `fallbackReplyTo`, e.g. the sending member).
 */
export type CandidateMailSender = {
  fromName: string;
  replyTo?: string;
  sign: (text: string) => string;
};

export async function candidateMailSender(
  db: Db,
  employer: EmployerKey,
  fallbackReplyTo?: string,
): Promise<CandidateMailSender> {
  const stored = await loadBrand(db, employer);
  const name = brandName(stored);
  const replyTo = stored.brand?.supportEmail ?? fallbackReplyTo;
  return {
    fromName: name,
    ...(replyTo ? { replyTo } : {}),
    sign: (text) => `${text}\n\n${candidateMailSignature(name)}`,
  };
}

/** The same, for the employer that owns a posting. */
export async function candidateMailSenderForPosting(
  db: Db,
  postingId: string,
  fallbackReplyTo?: string,
): Promise<CandidateMailSender> {
  const [posting] = await db
    .select({ organizationId: jobPostings.organizationId })
    .from(jobPostings)
    .where(eq(jobPostings.id, postingId));
  if (!posting) return { fromName: '', ...(fallbackReplyTo ? { replyTo: fallbackReplyTo } : {}), sign: (t) => t };
  return candidateMailSender(db, employerOfPosting(posting), fallbackReplyTo);
}

/** The fields a send-mail job takes from the sender, with the text signed. */
export const brandedMail = (sender: CandidateMailSender, mail: { subject: string; text: string }) => ({
  ...mail,
  text: sender.sign(mail.text),
  ...(sender.fromName ? { fromName: sender.fromName } : {}),
  ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
});
