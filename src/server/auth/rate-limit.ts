import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';

export type RateLimitResult = { allowed: boolean; remaining: number; resetAt: Date };

/**
 * Fixed-window counter in the database, so every web process shares the same budget.
 * One statement per check: the upsert resets an expired window or increments the live one.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const result = await db.execute<{ count: number; reset_at: Date | string }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = result.rows[0]!;
  const count = Number(row.count);
  return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt: new Date(row.reset_at) };
}

/**
 * One hit on a candidate-side (public) limit, counted over RATE_LIMIT_PUBLIC_WINDOW_SECONDS; past
 * `max` the request is refused with 429.
 */
export async function enforcePublicLimit(db: Db, windowSeconds: number, key: string, max: number): Promise<void> {
  const result = await hitRateLimit(db, key, max, windowSeconds);
  if (!result.allowed) throw tooManyRequests();
}

/** Has `key` already used up `limit` in its live window? Reads only; counts nothing. */
export async function isRateLimitSpent(db: Db, key: string, limit: number): Promise<boolean> {
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = result.rows[0];
  return row !== undefined && Number(row.count) >= limit;
}
