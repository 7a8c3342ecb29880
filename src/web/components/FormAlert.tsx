import type { ReactNode } from 'react';
import { Alert } from './Alert';

/**
 * The one form-level alert of a form (docs/decisions/0045-one-form-pattern.md): the failure of a
 * submit that names no field of the form (each field's message is under its field). Several
 * messages are listed. Renders nothing when there is none.
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
