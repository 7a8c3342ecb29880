import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Card } from '../../components/Card';
import { FormAlert } from '../../components/FormAlert';

interface FormSectionProps {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** The failure that names no field of the form (each field's message is under it). */
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The <form>, to focus its first invalid field. */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** A candidate form in its card: the heading that names it, the form's one alert, the fields. */
export function FormSection({ title, intro, error, onSubmit, formRef, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <form ref={formRef} noValidate className="mt-4 space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <FormAlert messages={error ? [error] : []} />
        {children}
      </form>
    </Card>
  );
}
