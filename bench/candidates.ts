/**
 * Review benchmark (issue 6), on PostgreSQL: one employer with 100,000 interviews across 100
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
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { closeDeps, createDeps } from '../src/server/deps.ts';
import { parseEnv } from '../src/server/env.ts';
import { insertInterviews, insertPostings } from '../tests/support/factories.ts';
import { freePort } from '../tests/support/test-app.ts';

const POSTINGS = 100;
const BIG_POSTING = 10_000;
const ACCOUNT_TOTAL = 100_000;
const WARMUP = 20;
const CALLS = 200;
const TARGETS = { candidates: 50, search: 100 };
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl: string, email: string): Promise<{ userId: string; cookie: string }> {
  const account = { name: 'Bench Reviewer', email, password: 'bench-password-1' };
  const post = (route: string, body: object) =>
    fetch(new URL(route, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', account);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const signInResponse = await post('/api/auth/sign-in/email', { email, password: account.password });
  const cookie = signInResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.includes('session_token='));
  if (!cookie) throw new Error('no session cookie');
  return { userId: user.id, cookie };
}

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

const name = `screenroom_bench_${randomBytes(5).toString('hex')}`;
await admin(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-bench-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = parseEnv({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  LOG_LEVEL: 'silent',
});
const deps = await createDeps(env, pino({ level: 'silent' }), database);
const app = await buildApp(deps, { serveClient: false });
try {
  await app.listen({ port, host: '127.0.0.1' });
  const seedStarted = performance.now();
  const reviewer = await signIn(baseUrl, `bench-review-${Date.now()}@example.com`);
  const neighbour = await signIn(baseUrl, `bench-neighbour-${Date.now()}@example.com`);
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
  await app.close();
  await closeDeps(deps);
  await admin(`drop database if exists ${name} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
