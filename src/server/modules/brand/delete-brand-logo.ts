import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/access.ts';
import type { BrandResponse } from '../../../core/api/brand.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { organizationBrands } from '../../db/schema.ts';
import { employerOfAccount } from '../employers/employer-key.ts';
import { loadBrand } from './brand-store.ts';
import { presentBrand } from './get-brand.ts';
import { recordBrandChange } from './record-brand-change.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Removes the organization's logo (candidate pages fall back to its name). */
export async function deleteBrandLogo(
  { db, blobs }: UseCaseContext<'db' | 'blobs'>,
  actor: Actor,
): Promise<BrandResponse> {
  requireAllowed(actor, 'settings.manage');
  const employer = employerOfAccount(actor);
  const key = (await loadBrand(db, employer)).brand?.logoKey;
  if (key) {
    await db
      .update(organizationBrands)
      .set({ logoKey: null, logoContentType: null, updatedAt: new Date() })
      .where(eq(organizationBrands.organizationId, employer));
    await blobs.delete(key).catch(() => undefined);
    await recordBrandChange({ db }, actor, { logo: 'removed' });
  }
  return presentBrand(actor, await loadBrand(db, employer));
}
