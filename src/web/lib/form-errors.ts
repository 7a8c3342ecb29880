import type { z } from 'zod';
import { ApiError } from './api';

/**
 * A failure a form's submit reports itself (a better-auth answer, a rule checked on the page):
 * under `field` when it names one of the form's fields, else in the form's alert.
 */
export class FormError extends Error {
  readonly field?: string;
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'FormError';
    if (field) this.field = field;
  }
}

export type SubmitErrors = {
  /** Field path → message, only for fields the form has. */
  fields: Record<string, string>;
  /** The one message for the form-level alert, or null when every message found its field. */
  form: string | null;
};

/** `"title: Too long"` as the server words a schema error: the field path, then the message. */
const NAMED = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s;

/**
 * Where a failed submit's messages go. A 400 VALIDATION answer with `fields`, or a message the
 * server prefixed with a field path, lands under that field when the form has it; anything else
 * (and a field the form does not show) becomes the single form-level message.
 */
export function submitErrors(
  error: unknown,
  formFields: readonly string[],
  fallback: string,
  /** The field of a server message that names none (an address check worded for people). */
  fieldOf?: (message: string) => string | undefined,
): SubmitErrors {
  const known = new Set(formFields);
  if (error instanceof FormError) {
    return error.field && known.has(error.field)
      ? { fields: { [error.field]: error.message }, form: null }
      : { fields: {}, form: error.message || fallback };
  }
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  if (error.status !== 400) {
    // A refusal about one field that is not a 400 (a CV too large, 413, or of the wrong type, 415).
    const owner = fieldOf?.(error.message);
    return owner && known.has(owner)
      ? { fields: { [owner]: error.message }, form: null }
      : { fields: {}, form: error.message || fallback };
  }
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (known.has(name)) fields[name] = message;
    else unplaced = true;
  }
  if (!error.fields) {
    const named = NAMED.exec(error.message);
    const owner = fieldOf?.(error.message);
    if (named && known.has(named[1]!)) fields[named[1]!] = named[2]!;
    else if (owner && known.has(owner)) fields[owner] = error.message;
    else unplaced = true;
  }
  return { fields, form: unplaced ? error.message || fallback : null };
}

/** Every field path of a form's default values (`title`, `questions.0.text`, …). */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || values instanceof Date || values instanceof Blob)
    return prefix ? [prefix] : [];
  const own = prefix ? [prefix] : [];
  return [
    ...own,
    ...Object.entries(values).flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key)),
  ];
}

/**
 * The messages of a failed check (react-hook-form's error tree) whose path is no field of the form
 * (`paths`, from `fieldPaths`), so the form can show them in its alert instead of nowhere: a rule
 * of the whole schema (react-hook-form's `root`), or a path no field was made for.
 */
export function unplacedMessages(errors: unknown, paths: readonly string[], prefix = ''): string[] {
  if (errors === null || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const own = typeof node.message === 'string' && node.message && !paths.includes(prefix) ? [node.message] : [];
  const children = Object.entries(node)
    .filter(([key, value]) => key !== 'ref' && key !== 'message' && key !== 'type' && typeof value === 'object')
    .flatMap(([key, value]) => unplacedMessages(value, paths, prefix ? `${prefix}.${key}` : key));
  return [...own, ...children];
}

/**
 * A form that keeps its values in its own state (no react-hook-form: the candidate route keeps
 * its first download small) checks them with the same schema: the parsed values, or each field's
 * first message by its path (`fullName`, `questions.0.text`).
 */
export function checkValues<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return { data: null, errors };
}
