/**
 * Reading a CV's text (docs/decisions/0018-cv-text-and-everyday-review.md): the limits, the
 * statuses and the notes the employer sees, and how extracted text is cleaned before it is
 * stored. The text is candidate data: shown as plain text, never as HTML or instructions.
 */

/** pending: queued or being read; done: text stored; failed: the file could not be read; unsupported: a format we do not read. */
export const cvTextStatuses = ['pending', 'done', 'failed', 'unsupported'] as const;
export type CvTextStatus = (typeof cvTextStatuses)[number];

export const CV_TEXT_LIMITS = {
  /** Stored text is cut at this many characters (a long CV is a few thousand). */
  maxChars: 30_000,
  /** Only the first pages of a PDF are read. */
  maxPages: 20,
  /** Reading one file stops after this long, whatever the file holds. */
  timeoutMs: 20_000,
  /** Heap of the child process that reads one file (a zip bomb or a hostile PDF hits this, not the server). */
  readerMemoryMb: 256,
} as const;

/** Characters of the CV text an outside assessor receives for its "CV vs interview" note. */
export const CV_ASSESSMENT_MAX_CHARS = 8_000;

/**
 * The start of the CV text, at most `maxChars` characters, cut at the last word boundary
 * before the limit (on a character boundary when one word fills it all); `cut` says whether
 * anything was left out.
 */
export function cvTextExcerpt(text: string, maxChars: number = CV_ASSESSMENT_MAX_CHARS) {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= maxChars) return { text: trimmed, cut: false };
  const head = chars.slice(0, maxChars).join('');
  const nextIsSpace = /\s/.test(chars[maxChars]!);
  const lastSpace = head.search(/\s\S*$/);
  const kept = nextIsSpace || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return { text: kept.trimEnd(), cut: true };
}

export const cvTextNotes = {
  pending: 'The CV text is being read.',
  failed: 'The CV text could not be read. Open the file to see it.',
  unsupported: 'Text is not read from legacy Word (.doc) files. Open the file to see it.',
  empty: 'No text was found in the CV (it may be a scanned image). Open the file to see it.',
  truncated: `Only the first ${CV_TEXT_LIMITS.maxChars.toLocaleString('en-US')} characters are shown.`,
  pagesCapped: (read: number, total: number) => `Only the first ${read} of ${total} pages were read.`,
} as const;

/**
 * Extracted text made plain and bounded: line breaks unified, control and invisible format
 * characters removed, runs of spaces and blank lines collapsed, trimmed, then cut at
 * `maxChars` (on a character boundary, never inside a surrogate pair).
 */
export function normalizeCvText(raw: string, maxChars: number = CV_TEXT_LIMITS.maxChars) {
  const cleaned = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\f\v\u2028\u2029]/g, '\n')
    // C0/C1 controls (except tab and newline) and zero-width / bidi format characters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length <= maxChars) return { text: cleaned, truncated: false };
  return { text: chars.slice(0, maxChars).join('').trimEnd(), truncated: true };
}

/** The note shown beside stored text: why it is partial, or null when it is complete. */
export function doneNote(result: { text: string; truncated: boolean; pagesRead?: number; pages?: number }) {
  if (result.text === '') return cvTextNotes.empty;
  const notes: string[] = [];
  if (result.pages !== undefined && result.pagesRead !== undefined && result.pagesRead < result.pages)
    notes.push(cvTextNotes.pagesCapped(result.pagesRead, result.pages));
  if (result.truncated) notes.push(cvTextNotes.truncated);
  return notes.length > 0 ? notes.join(' ') : null;
}
