import { useEffect, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { withParams } from './search-params';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box bound to the `q` URL parameter: the URL (and so the query) follows the box after
 * a short pause, so typing does not send one request per key; a new search starts at page 1.
 */
export function useSearchText(params: URLSearchParams, setParams: SetURLSearchParams) {
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === q) return;
    const timer = setTimeout(
      () => setParams(withParams(params, { q: trimmed, page: undefined }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, params, setParams]);
  return { q, text, setText };
}
