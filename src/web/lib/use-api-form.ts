import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldPaths, submitErrors, unplacedMessages } from './form-errors';

export { FormError } from './form-errors';

interface ApiFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The endpoint's zod schema (from src/core/api), or the page's schema built on it. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the parsed values. A thrown ApiError/FormError lands under its field or in the alert. */
  onSubmit: (values: z.output<S>) => Promise<unknown> | unknown;
  /** The alert's text when the failure says nothing usable. */
  fallback: string;
  /** 'onChange' checks as the person types (a live rule); 'onSubmit' (the default) on submit. */
  mode?: 'onSubmit' | 'onChange';
  /** The field a server message belongs to when the message names none. */
  fieldOf?: (message: string) => Path<z.input<S>> | undefined;
}

export interface ApiForm<S extends z.ZodType<FieldValues, FieldValues>> {
  /** react-hook-form itself (watch, setValue, reset, control…). */
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** Spread on a `Field`/`Select`/`Textarea`: name, ref, change/blur handlers and its `error`. */
  field: (name: Path<z.input<S>>) => ReturnType<UseFormReturn<z.input<S>>['register']> & { error?: string };
  /** The error of any path (a list-wide rule, say). */
  errorOf: (name: Path<z.input<S>>) => string | undefined;
  /** The failure that names no field of this form. */
  formError: string | null;
  /** What `FormAlert` shows: the failure that names no field (each field's message is under it). */
  alert: string[];
  setFormError: (message: string | null) => void;
  /** While the submit is under way. */
  busy: boolean;
  /** The form's onSubmit: validates (focusing the first invalid field), then sends. */
  onSubmit: (event?: FormEvent) => Promise<void>;
}

const messageAt = (errors: unknown, name: string): string | undefined => {
  let node = errors as Record<string, unknown> | undefined;
  for (const key of name.split('.')) node = node?.[key] as Record<string, unknown> | undefined;
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * One form pattern (docs/decisions/0045-one-form-pattern.md): react-hook-form with the endpoint's
 * zod schema, every message under its own field (aria-invalid + aria-describedby via `Field`),
 * the first invalid field focused on submit, server 400s placed under the field they name and
 * anything else in one form-level alert.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(options: ApiFormOptions<S>): ApiForm<S> {
  const { schema, defaultValues, onSubmit, fallback, fieldOf, mode = 'onSubmit' } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    shouldFocusError: true,
    mode,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const paths = useMemo(() => fieldPaths(defaultValues), [defaultValues]);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const placed = submitErrors(error, paths, fallback, fieldOf);
      Object.entries(placed.fields).forEach(([name, message], index) =>
        form.setError(name as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFormError(placed.form);
    }
  });

  // A schema message on a path that has no field (a rule of the whole form) is shown, not lost.
  const alert = [...(formError ? [formError] : []), ...unplacedMessages(errors, paths)];

  return {
    form,
    alert,
    field: (name) => ({ ...form.register(name), error: messageAt(errors, name) }),
    errorOf: (name) => messageAt(errors, name),
    formError,
    setFormError,
    busy: isSubmitting,
    onSubmit: async (event) => {
      setFormError(null);
      await submit(event);
    },
  };
}
