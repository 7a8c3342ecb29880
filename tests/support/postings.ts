import type { HttpClient } from './http-client.ts';

/**
 * Creates a posting through the web API and publishes the default interview explicitly, as an
 * employer does on the plan page: a new posting is a draft that takes no candidates until its
 * plan is published (docs/decisions/0042). Returns the create answer, like `client.post`.
 */
export async function createOpenPosting(client: HttpClient, body: unknown) {
  const created = await client.post('/api/postings', body);
  if (created.status !== 201) return created;
  const opened = await client.post(`/api/postings/${created.json.id as string}/plan/publish-default`);
  if (opened.status !== 200)
    throw new Error(`publishing the default interview failed: ${opened.status} ${opened.text}`);
  return created;
}
