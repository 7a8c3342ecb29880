import { createContext, useContext, useEffect } from 'react';
import type { PublicBrand } from '../../../core/api/brand';

/** The employer's brand on candidate pages (docs/decisions/0025-employer-brand.md), set by the page that loads it. */
export type BrandSlot = { brand: PublicBrand | null; setBrand: (brand: PublicBrand | null) => void };

export const CandidateBrandContext = createContext<BrandSlot>({ brand: null, setBrand: () => undefined });

/** The brand shown by the candidate layout; null until a page has loaded its posting. */
export const useCandidateBrand = (): PublicBrand | null => useContext(CandidateBrandContext).brand;

/** Shows `brand` in the candidate layout while the calling page is open. */
export function useShowCandidateBrand(brand: PublicBrand | null | undefined): void {
  const { setBrand } = useContext(CandidateBrandContext);
  const key = brand ? JSON.stringify(brand) : '';
  useEffect(() => {
    setBrand(brand ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialized brand is the dependency
  }, [key, setBrand]);
  useEffect(() => () => setBrand(null), [setBrand]);
}
