/**
 * Review benchmark, on PostgreSQL: one employer with 100,000 interviews across 100
 * postings, the first of which holds 10,000, plus a second employer's 10,000 (so the owner
 * scope matters). Over HTTP with a real session cookie, after warm-up, 200 timed calls each:
 *
 *   BENCH candidates_page_p50_ms <v> ms    first page (25) of the 10,000-interview posting by score
 *   BENCH candidates_page_p95_ms <v> ms
 *   BENCH applicant_search_p50_ms <v> ms   search of all 100,000 for an e-mail substring, by score
 *   BENCH applicant_search_p95_ms <v> ms
 *
 * Targets: candidates p95 ≤ 50 ms, search p95 ≤ 100 ms. BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) is used only to create a fresh database,
 * which is dropped afterwards.
 */
import { openDatabase } from '../src/server/db/client.ts';
import { insertInterviews, insertPostings } from '../tests/support/factories.ts';
import { signInBenchUser, startInProcessApp } from './support/in-process-app.ts';
import { createBenchDatabase, percentile } from './support/server-process.ts';

const POSTINGS = 100;
const BIG_POSTING = 10_000;
const ACCOUNT_TOTAL = 100_000;
const WARMUP = 20;
const CALLS = 200;
const TARGETS = { candidates: 50, search: 100 };

const round = (ms: number) => Math.round(ms * 100) / 100;

async function timed(baseUrl: string, route: string, cookie: string): Promise<{ ms: number; json: any }> {
  const started = performance.now();
  const response = await fetch(new URL(route, baseUrl), { headers: { cookie } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${body}`);
  return { ms, json: JSON.parse(body) };
}

/**
 * Calls the routes in turn (a, b, c, a, b, c, …) so that whatever else this shared machine is
 * doing slows all of them alike, and their ratios stay comparable.
 */
async function measure(baseUrl: string, routes: string[], cookie: string, calls = CALLS) {
  for (let i = 0; i < Math.min(WARMUP, calls); i++) for (const route of routes) await timed(baseUrl, route, cookie);
  const timings = routes.map(() => [] as number[]);
  for (let i = 0; i < calls; i++) {
    for (const [r, route] of routes.entries()) timings[r]!.push((await timed(baseUrl, route, cookie)).ms);
  }
  return timings.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: round(percentile(list, 50)), p95: round(percentile(list, 95)) };
  });
}

const scratch = await createBenchDatabase();
const database = await openDatabase({ kind: 'postgres', url: scratch.url });
const server = await startInProcessApp(database);
const baseUrl = server.baseUrl;
try {
  const seedStarted = performance.now();
  const reviewer = await signInBenchUser(baseUrl, `bench-review-${Date.now()}@example.com`);
  const neighbour = await signInBenchUser(baseUrl, `bench-neighbour-${Date.now()}@example.com`);
  const { db } = database;
  const postingIds = await insertPostings(db, reviewer.userId, POSTINGS);
  const rest = (ACCOUNT_TOTAL - BIG_POSTING) / (POSTINGS - 1);
  await insertInterviews(db, postingIds, (index) => (index === 0 ? BIG_POSTING : rest), { turns: false });
  await insertInterviews(db, await insertPostings(db, neighbour.userId, 10, { seed: 7 }), 1_000, {
    turns: false,
    seed: 9,
  });
  await database.executeSql('vacuum analyze');
  console.log(
    `# seeded ${ACCOUNT_TOTAL + 10_000} interviews in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const candidatesRoute = `/api/postings/${postingIds[0]}/candidates?sort=score_desc&page=1&pageSize=25`;
  const first = await timed(baseUrl, candidatesRoute, reviewer.cookie);
  if (first.json.items.length !== 25 || first.json.total < 8_000)
    throw new Error(`unexpected candidates page ${first.json.total}`);
  // Factory e-mails are candidate-<serial>-<id>@example.org: '-4242' is in a handful of them.
  const searchRoute = `/api/interviews?q=${encodeURIComponent('-4242')}&sort=score_desc&page=1&pageSize=25`;
  const found = await timed(baseUrl, searchRoute, reviewer.cookie);
  if (found.json.total < 1) throw new Error('search found nothing');
  console.log(`# search for "-4242" matches ${found.json.total} of ${ACCOUNT_TOTAL}`);
  // For scale, in the same rounds: any authenticated request (session lookup, HTTP, JSON).
  const [candidates, search, baseline] = await measure(
    baseUrl,
    [candidatesRoute, searchRoute, '/api/me'],
    reviewer.cookie,
  );
  console.log(`# baseline GET /api/me: p50 ${baseline!.p50} ms, p95 ${baseline!.p95} ms`);
  // For information: a substring every row matches (all 100,000 counted and sorted for the first page).
  const [broad] = await measure(baseUrl, ['/api/interviews?q=example&sort=score_desc'], reviewer.cookie, 50);
  console.log(`# broad search (matches all ${ACCOUNT_TOTAL}): p50 ${broad!.p50} ms, p95 ${broad!.p95} ms`);

  console.log(`BENCH candidates_page_p50_ms ${candidates!.p50} ms`);
  console.log(`BENCH candidates_page_p95_ms ${candidates!.p95} ms`);
  console.log(`BENCH applicant_search_p50_ms ${search!.p50} ms`);
  console.log(`BENCH applicant_search_p95_ms ${search!.p95} ms`);
  const verdict = (p95: number, target: number) =>
    `${(p95 / target).toFixed(2)} ${p95 <= target ? '(met)' : '(MISSED)'}`;
  console.log(`# candidates p95 / target (${TARGETS.candidates} ms) = ${verdict(candidates!.p95, TARGETS.candidates)}`);
  console.log(`# search p95 / target (${TARGETS.search} ms) = ${verdict(search!.p95, TARGETS.search)}`);
} finally {
  await server.close();
  await scratch.drop();
}
