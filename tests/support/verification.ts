import type { Database } from '../../src/server/db/client.ts';

/**
 * The verification link the app queued for `email` (newest first), read from the send-mail job's
 * payload: the real message, whether or not workers or SMTP run in this test.
 */
export async function verificationLinkFor(database: Database, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await database.executeSql(
      `select data->>'text' as text from pgboss.job where name = 'send-mail' and lower(data->>'to') = lower($1)
       order by created_on desc`,
      [email],
    );
    for (const row of result.rows as { text: string }[]) {
      const link = /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(row.text)?.[1];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail queued for ${email}`);
}

/** Path and query of a link on our own origin, for clients that take a path. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/** The password-reset link the app queued for `email` (newest first), read like `verificationLinkFor`. */
export async function resetLinkFor(database: Database, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await database.executeSql(
      `select data->>'text' as text from pgboss.job where name = 'send-mail' and lower(data->>'to') = lower($1)
       order by created_on desc`,
      [email],
    );
    for (const row of result.rows as { text: string }[]) {
      const link = /(https?:\/\/\S+\/api\/auth\/reset-password\/\S+)/.exec(row.text)?.[1];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no password reset mail queued for ${email}`);
}
