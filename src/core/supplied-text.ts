/**
 * Words someone typed into a public or self-service form (a candidate's name, an organization's
 * name) that end up in an e-mail from our address are kept short and shown as a quotation, never
 * as our own words (docs/decisions/0028-verified-privileges-and-current-rights.md).
 */
export const SUPPLIED_TEXT_MAX = 60;
export const SUPPLIED_NOTE_MAX = 1000;

/** C0 and C1 control characters and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line, control characters and runs of spaces folded, at most `max` characters, in quotes. */
export function quoteSupplied(text: string, max = SUPPLIED_TEXT_MAX): string {
  const line = text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const short = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
  return `“${short}”`;
}

/** A longer note, each line marked as quoted ("> "), at most `max` characters in all. */
export function quoteSuppliedNote(text: string, max = SUPPLIED_NOTE_MAX): string[] {
  const trimmed = text.trim();
  const short = trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
  return short.split(/\r\n|\r|\n/).map((line) => `> ${line.replace(CONTROL_CHARACTERS, ' ')}`);
}
