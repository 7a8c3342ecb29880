import { z } from 'zod';
import { missingNoticePlaceholders, NOTICE_TEXT_MAX } from '../candidate-notice.ts';

/** The employer's candidate notice (docs/decisions/0021-candidate-rights.md); shared by server and web. */

export const noticeMessages = {
  textRequired: 'The notice text is required',
  textTooLong: `The notice must be at most ${NOTICE_TEXT_MAX} characters`,
  missingPlaceholders: (missing: string[]) => `The notice must keep ${missing.join(' and ')}`,
} as const;

export const noticeInputSchema = z.object({
  text: z
    .string({ error: noticeMessages.textRequired })
    .trim()
    .min(1, noticeMessages.textRequired)
    .max(NOTICE_TEXT_MAX, noticeMessages.textTooLong)
    .superRefine((text, ctx) => {
      const missing = missingNoticePlaceholders(text);
      if (missing.length > 0) ctx.addIssue({ code: 'custom', message: noticeMessages.missingPlaceholders(missing) });
    }),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

export const noticeResponseSchema = z.object({
  /** 0 while the employer has never saved one (the default text is in use). */
  version: z.number().int().nonnegative(),
  text: z.string(),
  defaultText: z.string(),
  updatedAt: z.iso.datetime().nullable(),
  /** The notice with this employer's facts filled in for an example posting without a plan. */
  preview: z.string(),
});
export type NoticeResponse = z.infer<typeof noticeResponseSchema>;
