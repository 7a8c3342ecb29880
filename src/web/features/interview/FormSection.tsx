import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';

interface FormSectionProps {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/** A candidate form in its card: the heading that names it, the error above the fields, the fields. */
export function FormSection({ title, intro, error, onSubmit, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => void onSubmit(event)}>
        {error && <Alert tone="error">{error}</Alert>}
        {children}
      </form>
    </section>
  );
}
