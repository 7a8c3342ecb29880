import { interviewStatusValues } from './review.ts';
import { z } from 'zod';
import { AUDIT_ACTION_LIST } from '../audit.ts';
import { REJECTION_REASON_CODES } from '../decision-reasons.ts';
import { EMAIL_MAX_LENGTH } from '../limits.ts';
import { isoDaySchema } from './dates.ts';

/** Zod contracts of the audit log viewer and the employer's candidate-data tools. */

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_CSV_MAX_ROWS = 50_000;

const isoDate = isoDaySchema;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTION_LIST, { error: 'Unknown action' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  interviewId: z.uuid('interviewId must be an interview id').optional(),
  /** A candidate's e-mail: matched through its salted hash, never stored or compared in clear. */
  email: optionalText(EMAIL_MAX_LENGTH),
  /** "admin": every admin action of the install (admins only). */
  scope: z.enum(['own', 'admin']).default('own'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  action: z.enum(AUDIT_ACTION_LIST),
  actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  postingId: z.uuid().nullable(),
  postingTitle: z.string().nullable(),
  interviewId: z.uuid().nullable(),
  /** The subject's salted e-mail hash, shortened for display; null for entries not about a candidate. */
  subjectHash: z.string().nullable(),
  reason: z.enum(REJECTION_REASON_CODES).nullable(),
  /** A rejection note while its interview exists; deleted with it. */
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const CANDIDATE_EMAIL_MESSAGE = 'Enter a valid e-mail address';
export const candidateEmailSchema = z.object({
  email: z.email(CANDIDATE_EMAIL_MESSAGE).max(EMAIL_MAX_LENGTH).trim(),
});
export type CandidateEmailInput = z.infer<typeof candidateEmailSchema>;

export const heldInterviewSchema = z.object({
  id: z.uuid(),
  postingId: z.uuid(),
  jobTitle: z.string(),
  fullName: z.string(),
  candidateEmail: z.string(),
  createdAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  status: z.enum(interviewStatusValues),
  score: z.number().int().nullable(),
  turns: z.number().int(),
  answers: z.number().int(),
  recordings: z.number().int(),
  cvFilename: z.string().nullable(),
});
export type HeldInterview = z.infer<typeof heldInterviewSchema>;

export const candidateDataSchema = z.object({
  email: z.string(),
  interviews: z.array(heldInterviewSchema),
});
export type CandidateData = z.infer<typeof candidateDataSchema>;

export const candidateDataDeletedSchema = z.object({ deleted: z.number().int() });
