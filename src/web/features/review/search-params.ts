import { reviewSorts, type ReviewSort } from '../../../core/api/review';

/** Reads list state from the URL, so reloads, links and Back keep the view. */
export function readSort(params: URLSearchParams, fallback: ReviewSort = 'score_desc'): ReviewSort {
  const value = params.get('sort');
  return (reviewSorts as readonly string[]).includes(value ?? '') ? (value as ReviewSort) : fallback;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A copy of the params with the given keys set (or removed when undefined / default). */
export function withParams(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}
