import { eq } from 'drizzle-orm';
import type { PublicBrand } from '../../../core/api/brand.ts';
import { urlOf } from '../../../core/api/endpoint.ts';
import { brandEndpoints } from '../../../core/api/endpoints/brand.ts';
import type { Db } from '../../db/client.ts';
import { organization, organizationBrands } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { EmployerKey } from '../employers/employer-key.ts';

export type BrandRow = typeof organizationBrands.$inferSelect;
export type StoredBrand = { organizationName: string; brand: BrandRow | null };

/** The organization's name and its brand row (null while never saved). */
export async function loadBrand(db: Db, employer: EmployerKey): Promise<StoredBrand> {
  const [row] = await db
    .select({ organizationName: organization.name, brand: organizationBrands })
    .from(organization)
    .leftJoin(organizationBrands, eq(organizationBrands.organizationId, organization.id))
    .where(eq(organization.id, employer));
  if (!row) throw notFound('Organization not found');
  return { organizationName: row.organizationName, brand: row.brand };
}

/** The logo's public URL; its file name doubles as the cache-busting version. */
export function logoUrlOf(employer: EmployerKey, brand: BrandRow | null): string | null {
  if (!brand?.logoKey) return null;
  const version = brand.logoKey.slice(brand.logoKey.lastIndexOf('/') + 1);
  return urlOf(brandEndpoints.publicLogo, { params: { organizationId: employer }, query: { v: version } });
}

/** The name candidates see: the brand's display name, else the organization's name. */
export const brandName = ({ organizationName, brand }: StoredBrand): string => brand?.displayName ?? organizationName;

/** The part of the brand shown to candidates (public posting, candidate e-mails). */
export async function publicBrand(db: Db, employer: EmployerKey): Promise<PublicBrand> {
  const stored = await loadBrand(db, employer);
  return {
    name: brandName(stored),
    accentColor: stored.brand?.accentColor ?? null,
    logoUrl: logoUrlOf(employer, stored.brand),
    supportEmail: stored.brand?.supportEmail ?? null,
    websiteUrl: stored.brand?.websiteUrl ?? null,
  };
}
