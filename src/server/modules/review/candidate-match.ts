import { sql, type SQL } from 'drizzle-orm';
import { interviews } from '../../db/schema.ts';

/** `%` and `_` (and the escape character itself) match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern for "contains this text": `%`, `_` and `\` typed by the user match literally. */
export const containsPattern = (q: string) => `%${escapeLike(q)}%`;

/**
 * An interview whose candidate e-mail or name contains the pattern, case-insensitively. Both
 * sides are lower-cased by the database alike; the expressions are exactly those of
 * interviews_posting_candidate_search_idx (and the trigram indexes on PostgreSQL).
 */
export const candidateMatches = (pattern: string): SQL =>
  sql`(lower(${interviews.candidateEmail}) like lower(${pattern}) or lower(${interviews.fullName}) like lower(${pattern}))`;
