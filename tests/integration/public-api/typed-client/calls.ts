/**
 * What an integrator writes with the generated client: create a posting, read it back, page through
 * postings. Compiled with tsc against the generated types and then run against a live server by
 * typed-client.int.test.ts. The two `@ts-expect-error` lines prove the types are real: if the
 * generated types accepted anything, tsc would report the directives as unused.
 */
import { createPublicApiClient } from './client.ts';

export async function exercisePublicApi(baseUrl: string, apiKey: string) {
  const call = createPublicApiClient(baseUrl, apiKey);
  const created = await call('post', '/api/v1/postings', {
    body: { title: 'Typed client posting', description: 'Created by a client generated from the OpenAPI document.' },
  });
  const id: string = created.data.id;
  const fetched = await call('get', '/api/v1/postings/{id}', { path: { id } });
  const title: string = fetched.data.title;
  const active: boolean = fetched.data.isActive;
  const page = await call('get', '/api/v1/postings', { query: { limit: 5 } });
  const ids: string[] = page.data.data.map((posting) => posting.id);
  const nextCursor: string | null = page.data.nextCursor;

  // @ts-expect-error: a posting has no salary in the document, so the generated type has none
  const _salary: unknown = fetched.data.salary;
  // @ts-expect-error: the document declares no DELETE on the collection
  const _undeclared = () => call('delete', '/api/v1/postings');
  void _salary;
  void _undeclared;

  return { createdStatus: created.status, id, title, active, ids, nextCursor };
}
