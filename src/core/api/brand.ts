import { z } from 'zod';
import {
  ACCENT_COLOR_PATTERN,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_MAX_PIXELS,
  BRAND_NAME_MAX,
  BRAND_URL_MAX,
} from '../brand.ts';

/** The employer's brand (docs/decisions/0025-employer-brand.md); shared by server and web. */

export const brandMessages = {
  accentColor: 'The accent colour must look like #1d4ed8',
  websiteUrl: 'The website must be an https:// address',
  supportEmail: 'Please enter a valid support e-mail address',
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  logoTooLarge: `The logo must be at most ${BRAND_LOGO_MAX_BYTES / 1024} KB`,
  logoUnreadable: 'The logo image could not be read. Please export it again as PNG, JPEG or WebP.',
  logoTooManyPixels: (size: { width: number; height: number }) =>
    `The logo must be at most ${BRAND_LOGO_MAX_PIXELS} × ${BRAND_LOGO_MAX_PIXELS} pixels; this one is ${size.width} × ${size.height}. Please scale it down.`,
  logoMissing: 'Choose an image file to upload',
} as const;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const brandInputSchema = z.object({
  /** The name candidates see; null uses the organization's name. */
  displayName: z.preprocess(emptyToNull, z.string().trim().max(BRAND_NAME_MAX).nullable()),
  accentColor: z.preprocess(
    emptyToNull,
    z.string().trim().regex(ACCENT_COLOR_PATTERN, brandMessages.accentColor).toLowerCase().nullable(),
  ),
  supportEmail: z.preprocess(emptyToNull, z.email(brandMessages.supportEmail).trim().max(254).nullable()),
  websiteUrl: z.preprocess(
    emptyToNull,
    z
      .url({ protocol: /^https$/, error: brandMessages.websiteUrl })
      .trim()
      .max(BRAND_URL_MAX)
      .nullable(),
  ),
});
export type BrandInput = z.infer<typeof brandInputSchema>;

/** What candidates are shown: the public part of the brand. */
export const publicBrandSchema = z.object({
  name: z.string(),
  accentColor: z.string().nullable(),
  logoUrl: z.string().nullable(),
  supportEmail: z.string().nullable(),
  websiteUrl: z.string().nullable(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;

export const brandResponseSchema = z.object({
  organizationName: z.string(),
  displayName: z.string().nullable(),
  accentColor: z.string().nullable(),
  supportEmail: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  /** Whether the caller's role may change it (settings.manage). */
  canEdit: z.boolean(),
});
export type BrandResponse = z.infer<typeof brandResponseSchema>;
