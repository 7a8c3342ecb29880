import { useMemo, useState, type CSSProperties } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import type { PublicBrand } from '../../../core/api/brand';
import { textOnAccent } from '../../../core/brand';
import { CandidateBrandContext } from './candidate-brand';

/** The employer's logo, else its name; nothing before the posting has loaded. */
export function BrandMark({ brand }: { brand: PublicBrand | null }) {
  if (!brand) return <span aria-hidden="true" className="h-10" />;
  const name = brand.websiteUrl ? (
    <a href={brand.websiteUrl} className="rounded-md hover:underline" rel="noopener">
      {brand.name}
    </a>
  ) : (
    brand.name
  );
  return (
    <div className="flex min-w-0 items-center gap-3">
      {brand.logoUrl && <img src={brand.logoUrl} alt={`${brand.name} logo`} className="h-10 max-w-40 object-contain" />}
      <span className="truncate text-lg font-semibold text-slate-900" data-testid="brand-name">
        {name}
      </span>
    </div>
  );
}

/**
 * Candidate pages belong to the employer: its logo, name and accent colour, no Screenroom
 * navigation or "Log in"; only "Powered by Screenroom" in the footer.
 */
export function CandidateLayout() {
  const [brand, setBrand] = useState<PublicBrand | null>(null);
  const slot = useMemo(() => ({ brand, setBrand }), [brand]);
  const style = brand?.accentColor
    ? ({ '--brand-accent': brand.accentColor, '--brand-on-accent': textOnAccent(brand.accentColor) } as CSSProperties)
    : undefined;
  return (
    <CandidateBrandContext.Provider value={slot}>
      <div className="candidate-brand flex min-h-screen flex-col bg-slate-50" style={style}>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-indigo-700 shadow focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="brand-accent-bar h-1" />
          <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
            <BrandMark brand={brand} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <footer className="border-t border-slate-200 bg-white">
          <p className="mx-auto max-w-6xl px-4 py-4 text-center text-xs text-slate-600 sm:px-6">
            Powered by Screenroom
          </p>
        </footer>
        <ScrollRestoration />
      </div>
    </CandidateBrandContext.Provider>
  );
}
