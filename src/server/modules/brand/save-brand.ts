import type { Actor } from '../../../core/access.ts';
import type { BrandInput, BrandResponse } from '../../../core/api/brand.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { organizationBrands } from '../../db/schema.ts';
import { employerOfAccount } from '../employers/employer-key.ts';
import { loadBrand } from './brand-store.ts';
import { presentBrand } from './get-brand.ts';
import { recordBrandChange } from './record-brand-change.ts';
import type { UseCaseContext } from '../../deps.ts';

/** Saves the name, colour, support e-mail and website of the caller's organization (the logo has its own route). */
export async function saveBrand({ db }: UseCaseContext<'db'>, actor: Actor, input: BrandInput): Promise<BrandResponse> {
  requireAllowed(actor, 'settings.manage');
  const employer = employerOfAccount(actor);
  await loadBrand(db, employer);
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(organizationBrands)
    .values({ organizationId: employer, ...values })
    .onConflictDoUpdate({ target: organizationBrands.organizationId, set: values });
  await recordBrandChange({ db }, actor, { fields: Object.keys(input).sort() });
  return presentBrand(actor, await loadBrand(db, employer));
}
