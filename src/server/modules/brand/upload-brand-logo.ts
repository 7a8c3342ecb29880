import { randomBytes } from 'node:crypto';
import type { Actor } from '../../../core/access.ts';
import { brandMessages, type BrandResponse } from '../../../core/api/brand.ts';
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_MAX_PIXELS, sniffLogoType } from '../../../core/brand.ts';
import { imageSize } from '../../../core/image-size.ts';
import { blobKeys } from '../../adapters/storage/keys.ts';
import { organizationBrands } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { employerOfAccount } from '../employers/employer-key.ts';
import { loadBrand } from './brand-store.ts';
import { presentBrand } from './get-brand.ts';
import { recordBrandChange } from './record-brand-change.ts';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Stores a new logo for the caller's organization. The type is judged by the file's first bytes
 * (PNG, JPEG or WebP; SVG and anything else refused) and the stored content type is that one.
 * Its pixel dimensions are read from the header and limited too (BRAND_LOGO_MAX_PIXELS a side).
 */
export async function uploadBrandLogo(
  { db, blobs }: UseCaseContext<'db' | 'blobs'>,
  actor: Actor,
  bytes: Buffer | undefined,
): Promise<BrandResponse> {
  if (!bytes || bytes.length === 0) throw new AppError('VALIDATION', brandMessages.logoMissing);
  if (bytes.length > BRAND_LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', brandMessages.logoTooLarge);
  const contentType = sniffLogoType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA', brandMessages.logoType);
  const size = imageSize(bytes, contentType);
  if (!size || size.width === 0 || size.height === 0) throw new AppError('VALIDATION', brandMessages.logoUnreadable);
  if (size.width > BRAND_LOGO_MAX_PIXELS || size.height > BRAND_LOGO_MAX_PIXELS)
    throw new AppError('VALIDATION', brandMessages.logoTooManyPixels(size));
  const employer = employerOfAccount(actor);
  const previous = (await loadBrand(db, employer)).brand?.logoKey ?? null;
  const key = blobKeys.brandLogo(employer, randomBytes(8).toString('hex'));
  await blobs.put(key, bytes, contentType);
  const values = { logoKey: key, logoContentType: contentType, updatedAt: new Date() };
  await db
    .insert(organizationBrands)
    .values({ organizationId: employer, ...values })
    .onConflictDoUpdate({ target: organizationBrands.organizationId, set: values });
  if (previous) await blobs.delete(previous).catch(() => undefined);
  await recordBrandChange({ db }, actor, { logo: 'uploaded' });
  return presentBrand(actor, await loadBrand(db, employer));
}
