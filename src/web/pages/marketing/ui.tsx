import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../lib/queries';
import type { Feature } from './content';
import { STATS } from './content';
import { Icon } from './icons';
import { Card } from '../../components/Card';

/** Building blocks shared by the marketing and legal pages. */

export function useSupportEmail(): string | undefined {
  return useConfig().data?.supportEmail;
}

export function mailto(email: string | undefined, subject?: string, body?: string): string | undefined {
  if (!email) return undefined;
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}

export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">{children}</div>}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  children,
  className = '',
}: {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`px-4 py-16 sm:px-6 ${className}`}>
      <div className="mx-auto max-w-6xl">
        {title && (
          <div className="mx-auto max-w-3xl text-center">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {title}
            </h2>
            {intro && <p className="mt-3 text-slate-600">{intro}</p>}
          </div>
        )}
        <div className={title ? 'mt-10' : ''}>{children}</div>
      </div>
    </section>
  );
}

export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <Card as="li" key={feature.title}>
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
            <Icon name={feature.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
        </Card>
      ))}
    </ul>
  );
}

export function StatsBand() {
  return (
    <dl className="grid gap-6 sm:grid-cols-3">
      {STATS.map((stat) => (
        <div key={stat.label} className="rounded-2xl bg-indigo-700 p-6 text-center text-white">
          <dt className="text-sm font-medium uppercase tracking-wide text-indigo-100">{stat.label}</dt>
          <dd className="mt-1 text-4xl font-extrabold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CtaBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12">
        <h2 id="cta-heading" className="text-2xl font-bold text-white sm:text-3xl">
          {title}
        </h2>
        {children && <p className="mx-auto mt-3 max-w-2xl text-slate-300">{children}</p>}
        <Link to="/signup" className="btn-primary mt-8 px-6 py-3 text-base">
          Start your free trial
        </Link>
      </div>
    </section>
  );
}

/** Long-form text pages (privacy, terms): a title, a date and readable sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">Last updated {updated}</p>
      <div className="mt-8 space-y-8 leading-7 text-slate-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
