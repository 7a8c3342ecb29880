/**
 * Pure rules of the shared review (docs/decisions/0024-shared-review.md): other members'
 * ratings stay hidden until you submitted your own (no anchoring), and an `@Name` or `@email`
 * in a comment mentions a member of the organization.
 */

export const COMMENT_MAX_CHARS = 2000;

export type MemberRatingRow = {
  userId: string;
  name: string;
  competencyId: string;
  rating: number;
  note: string | null;
};

export type RatingsVisibility =
  | { hidden: true; own: MemberRatingRow[]; count: number }
  | { hidden: false; own: MemberRatingRow[]; others: MemberRatingRow[] };

/**
 * What a viewer sees of an interview's member ratings: their own always; the others only once
 * they have submitted theirs, else just how many other members have submitted.
 */
export function ratingsFor(viewerId: string, rows: readonly MemberRatingRow[]): RatingsVisibility {
  const own = rows.filter((r) => r.userId === viewerId);
  const others = rows.filter((r) => r.userId !== viewerId);
  if (own.length === 0) return { hidden: true, own, count: new Set(others.map((r) => r.userId)).size };
  return { hidden: false, own, others };
}

/** The mean of some ratings to one decimal; null for none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

export type Mentionable = { userId: string; name: string; email: string };

/**
 * The members a comment mentions: `@email` (exact, any case) or `@Name` (the member's full
 * name, any case, which may hold spaces; the longest name wins). Text is matched, never
 * interpreted; anything that names no member mentions nobody.
 */
export function parseMentions(body: string, members: readonly Mentionable[]): Mentionable[] {
  const found = new Map<string, Mentionable>();
  const lower = body.toLowerCase();
  const byLength = [...members].sort((a, b) => b.name.length - a.name.length);
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    if (at > 0 && /[\w.+-]/.test(lower[at - 1]!)) continue; // part of an e-mail address, not a mention
    const rest = lower.slice(at + 1);
    const match = [...members]
      .sort((a, b) => b.email.length - a.email.length)
      .find((m) => m.email && rest.startsWith(m.email.toLowerCase()) && endsWord(rest, m.email.length));
    const member =
      match ??
      byLength.find(
        (m) => m.name.trim() && rest.startsWith(m.name.trim().toLowerCase()) && endsWord(rest, m.name.trim().length),
      );
    if (member) found.set(member.userId, member);
  }
  return [...found.values()];
}

const endsWord = (text: string, length: number) => length === text.length || !/[\w@-]/.test(text[length]!);

export type CommentPart = { text: string; mention: boolean };

/** Splits a comment into plain text and mention runs, for highlighting as text (never HTML). */
export function splitMentions(body: string, names: readonly string[]): CommentPart[] {
  const tokens = [...new Set(names.map((n) => n.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const parts: CommentPart[] = [];
  let plain = '';
  let i = 0;
  while (i < body.length) {
    if (body[i] === '@' && (i === 0 || !/[\w.+-]/.test(body[i - 1]!))) {
      const rest = body.slice(i + 1);
      const token = tokens.find((t) => rest.toLowerCase().startsWith(t.toLowerCase()) && endsWord(rest, t.length));
      if (token) {
        if (plain) parts.push({ text: plain, mention: false });
        plain = '';
        parts.push({ text: body.slice(i, i + 1 + token.length), mention: true });
        i += 1 + token.length;
        continue;
      }
    }
    plain += body[i];
    i += 1;
  }
  if (plain) parts.push({ text: plain, mention: false });
  return parts;
}
