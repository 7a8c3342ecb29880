import type { ReactNode } from 'react';
import { Alert } from './Alert';

/**
 * The one form-level alert of a form (docs/decisions/0045-one-form-pattern.md): announced at
 * once when a submit fails, it lists every message — each field's, also shown under its field,
 * and the failure that names no field. Renders nothing when there is none.
 */
export function FormAlert({ messages, children }: { messages: readonly string[]; children?: ReactNode }) {
  if (messages.length === 0) return null;
  return (
    <Alert tone="error">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {children}
    </Alert>
  );
}
