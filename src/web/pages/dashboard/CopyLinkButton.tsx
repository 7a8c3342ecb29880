import { useEffect, useRef, useState } from 'react';
import { LinkIcon } from './icons';

/** docs/product-rules.md §9: the copied-link confirmation shows for 2 seconds. */
export const COPIED_MS = 2_000;

interface CopyLinkButtonProps {
  url: string;
  onError: (message: string | null) => void;
}

/** Copies the absolute candidate link and says 'Copied!' for two seconds. */
export function CopyLinkButton({ url, onError }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
    } catch {
      onError('Failed to copy link to clipboard');
      return;
    }
    onError(null);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      onClick={copy}
      title={url}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-indigo-600 hover:bg-indigo-50"
    >
      <LinkIcon />
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy Link'}</span>
    </button>
  );
}
