import type { ReactNode } from 'react';
import { useTitle } from '../lib/use-title';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A page that is not built yet: its heading and a one-line note. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useTitle(title);
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">This page is coming soon.</p>
      {children}
    </section>
  );
}
