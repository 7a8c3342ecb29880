import { useState, type ReactNode } from 'react';
import { Alert } from './Alert';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A secret the server shows only once (a new API key, a webhook signing secret): read-only, with
 * a copy button whose result is announced to screen readers.
 */
export function ShownOnceSecret(props: {
  /** The input's id. */
  inputId: string;
  /** The id of the whole panel (a dialog's description), if any. */
  id?: string;
  label: ReactNode;
  secret: string;
  intro: ReactNode;
  /** What the secret is called on its buttons: "Copy key", "Key copied to the clipboard". */
  noun: 'key' | 'secret';
  onDone: () => void;
}) {
  const { inputId, id, label, secret, intro, noun, onDone } = props;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div id={id} className="mt-3 space-y-3">
      <Alert tone="info">{intro}</Alert>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <input id={inputId} className="input font-mono" readOnly value={secret} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : `Copy ${noun}`}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" className="sr-only">
        {copied ? `${capitalized(noun)} copied to the clipboard` : ''}
      </p>
    </div>
  );
}
