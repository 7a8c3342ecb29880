import { z } from 'zod';
import { publicBrandSchema } from './brand.ts';

/** The candidate's "your data" page (no account: a private token from the e-mailed link). */

export const DATA_TOKEN_HEADER = 'x-data-token';
export const DATA_TOKEN_MAX = 100;
/** The page the e-mailed link opens; the token travels in the fragment, so no server log or referrer sees it. */
export const YOUR_DATA_PAGE = '/your-data';

export const yourDataMessages = {
  notFound: 'This link is invalid, or the data it pointed to has been deleted.',
  deleted: 'Your data has been deleted. We have sent you a confirmation e-mail.',
  confirmRequired: 'Please confirm the deletion.',
} as const;

export const yourDataSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  status: z.string(),
  appliedAt: z.iso.datetime(),
  consentAt: z.iso.datetime().nullable(),
  noticeVersion: z.number().int().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  cvFilename: z.string().nullable(),
  turns: z.array(z.object({ seq: z.number().int(), speaker: z.enum(['user', 'bot']), text: z.string() })),
  recordings: z.array(z.object({ number: z.number().int(), seq: z.number().int() })),
  /** The AI assessment's overall score, if one was made (advice to the hiring team). */
  score: z.number().int().nullable(),
  /** When the data is deleted automatically at the latest. */
  deleteBy: z.iso.datetime(),
  /** The employer's brand, shown as on the interview page (docs/decisions/0025-employer-brand.md). */
  brand: publicBrandSchema,
});
export type YourData = z.infer<typeof yourDataSchema>;

/** Deleting needs an explicit confirmation in the body (the page asks first). */
export const deleteYourDataSchema = z.object({ confirm: z.literal(true, { error: yourDataMessages.confirmRequired }) });
export const deleteYourDataResponseSchema = z.object({ deleted: z.literal(true), message: z.string() });
