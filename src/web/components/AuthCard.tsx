import type { ReactNode } from 'react';
import { Card } from './Card';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card used by the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <div className="mt-2 text-sm text-slate-600">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </Card>
    </section>
  );
}
