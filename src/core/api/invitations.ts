import { z } from 'zod';
import {
  EXPIRY_DAYS_DEFAULT,
  EXPIRY_DAYS_MAX,
  INVITATION_CSV_MAX_BYTES,
  invitationMessages,
  invitationStatusValues,
  REMINDER_DAYS_DEFAULT,
  REMINDER_DAYS_MAX,
} from '../invitations.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';
import { bookingUrlSchema } from '../second-round.ts';

/**
 * Zod contracts of candidate invitations and a posting's invitation and scheduling settings,
 * shared by server and web. The endpoints are declared in ./endpoints/invitations.ts.
 */

export const postingSettingsSchema = z.object({
  reminderDays: z
    .number({ error: 'Reminder days must be a number' })
    .int()
    .min(0, 'Reminder days must be 0 (off) or more')
    .max(REMINDER_DAYS_MAX, `Reminder days must be at most ${REMINDER_DAYS_MAX}`),
  expiryDays: z
    .number({ error: 'Expiry days must be a number' })
    .int()
    .min(1, 'An invitation must stay valid at least 1 day')
    .max(EXPIRY_DAYS_MAX, `Expiry days must be at most ${EXPIRY_DAYS_MAX}`),
  bookingUrl: bookingUrlSchema.nullable(),
});
export type PostingSettings = z.infer<typeof postingSettingsSchema>;
export const postingSettingsDefaults: PostingSettings = {
  reminderDays: REMINDER_DAYS_DEFAULT,
  expiryDays: EXPIRY_DAYS_DEFAULT,
  bookingUrl: null,
};

export const inviteOneSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, invitationMessages.nameMissing)
    .max(NAME_MAX_LENGTH, invitationMessages.nameTooLong),
  email: z.email(invitationMessages.emailInvalid).trim().max(EMAIL_MAX_LENGTH, invitationMessages.emailTooLong),
});
export type InviteOneInput = z.infer<typeof inviteOneSchema>;

export const importCsvSchema = z.object({
  csv: z.string().max(INVITATION_CSV_MAX_BYTES, invitationMessages.csvTooLarge),
});

export const rowProblemSchema = z.object({ row: z.number().int(), reason: z.string(), email: z.string().optional() });

export const inviteResultSchema = z.object({
  created: z.number().int().nonnegative(),
  /** Rows not invited, with their row number in the file (1 for a single invitation). */
  rejected: z.array(rowProblemSchema),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const invitationRowSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  status: z.enum(invitationStatusValues),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  remindedAt: z.iso.datetime().nullable(),
  interviewId: z.uuid().nullable(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

export const INVITATIONS_PAGE_SIZE = 50;
export const invitationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const invitationsResponseSchema = z.object({
  counts: z.object(
    Object.fromEntries(invitationStatusValues.map((s) => [s, z.number().int()])) as Record<
      (typeof invitationStatusValues)[number],
      z.ZodNumber
    >,
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(invitationRowSchema),
});
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;

/** What a personal link opens: the posting and the pre-filled intake. */
export const invitationLinkSchema = z.object({
  postingId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** The intake's multipart field carrying the personal link's token. */
export const INVITATION_FIELD = 'invitation';
export const INVITATION_TOKEN_MAX = 100;
