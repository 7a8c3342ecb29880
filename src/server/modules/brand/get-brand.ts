import type { Actor } from '../../../core/access.ts';
import type { BrandResponse } from '../../../core/api/brand.ts';
import { mayTake } from '../../access/require-allowed.ts';
import { employerOfAccount } from '../employers/employer-key.ts';
import { loadBrand, logoUrlOf, type StoredBrand } from './brand-store.ts';
import type { UseCaseContext } from '../../deps.ts';

export function presentBrand(actor: Actor, { organizationName, brand }: StoredBrand): BrandResponse {
  return {
    organizationName,
    displayName: brand?.displayName ?? null,
    accentColor: brand?.accentColor ?? null,
    supportEmail: brand?.supportEmail ?? null,
    websiteUrl: brand?.websiteUrl ?? null,
    logoUrl: logoUrlOf(employerOfAccount(actor), brand),
    updatedAt: brand?.updatedAt.toISOString() ?? null,
    canEdit: mayTake(actor, 'settings.manage'),
  };
}

/** The brand of the caller's active organization, for any member. */
export async function getBrand({ db }: UseCaseContext<'db'>, actor: Actor): Promise<BrandResponse> {
  return presentBrand(actor, await loadBrand(db, employerOfAccount(actor)));
}
