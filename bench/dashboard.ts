/**
 * Dashboard API benchmark. For PostgreSQL and for PGlite: one employer with 1,000
 * postings and 50,000 interviews (plus one with 10 postings), a real session cookie from the
 * sign-in API, then GET /api/dashboard over HTTP: a few warm-up calls, 200 timed calls.
 *
 *   BENCH dashboard_p50_ms_postgres <v> ms         BENCH dashboard_p50_ms_pglite <v> ms
 *   BENCH dashboard_p95_ms_postgres <v> ms         BENCH dashboard_p95_ms_pglite <v> ms
 *   BENCH dashboard_queries_per_request_10 <n> queries
 *   BENCH dashboard_queries_per_request_1000 <n> queries
 *   BENCH dashboard_p95_ratio_to_me_<db> <r> x   (dashboard p95 / GET /api/me p95, same run)
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used only to
 * create a fresh database, which is dropped afterwards. BENCH_ONLY=postgres|pglite runs one.
 */
import { loadavg } from 'node:os';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { insertInterviews, insertPostings } from '../tests/support/factories.ts';
import { signInBenchUser, startInProcessApp } from './support/in-process-app.ts';
import { createBenchDatabase, percentile } from './support/server-process.ts';

const POSTINGS = 1_000;
const INTERVIEWS = 50_000;
const SMALL_POSTINGS = 10;
const WARMUP = 10;
const CALLS = 200;
const COUNTED_CALLS = 20;
const P95_TARGET_MS = 50;

type Kind = 'postgres' | 'pglite';
type Result = { p50: number; p95: number; meP95: number; queries10: number; queries1000: number };

const round = (ms: number) => Math.round(ms * 100) / 100;
const median = (values: number[]) => percentile(values, 50);

/** Uneven like real life (0 to ~100 applications per posting), summing to exactly `total`. */
function spread(total: number, postings: number): number[] {
  const weights = Array.from({ length: postings }, (_, i) => (i * 37) % 101);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w * total) / weightSum));
  let remainder = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; remainder > 0; i = (i + 1) % postings, remainder--) counts[i]! += 1;
  return counts;
}

async function openBenchDatabase(kind: Kind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const scratch = await createBenchDatabase();
  return { database: await openDatabase({ kind: 'postgres', url: scratch.url }), drop: scratch.drop };
}

/** One GET, timed until the whole body has arrived (parsing on the client is not the server's time). */
async function timedGet(baseUrl: string, route: string, cookie: string): Promise<{ ms: number; body: Buffer }> {
  const started = performance.now();
  const response = await fetch(new URL(route, baseUrl), { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${body.toString()}`);
  return { ms, body };
}
const callDashboard = (baseUrl: string, cookie: string) => timedGet(baseUrl, '/api/dashboard', cookie);

async function statementsPerRequest(database: Database, baseUrl: string, cookie: string): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < COUNTED_CALLS; i++) {
    const before = database.queryCount();
    await callDashboard(baseUrl, cookie);
    counts.push(database.queryCount() - before);
  }
  // The median ignores a statement the job queue's timers may slip in during one call.
  return median(counts);
}

async function runFor(kind: Kind): Promise<Result> {
  const { database, drop } = await openBenchDatabase(kind);
  const server = await startInProcessApp(database);
  const baseUrl = server.baseUrl;
  try {
    const seedStarted = performance.now();
    const large = await signInBenchUser(baseUrl, `bench-large-${Date.now()}@example.com`);
    const small = await signInBenchUser(baseUrl, `bench-small-${Date.now()}@example.com`);
    const { db } = database;
    const largeIds = await insertPostings(db, large.userId, POSTINGS);
    const distribution = spread(INTERVIEWS, POSTINGS);
    await insertInterviews(db, largeIds, distribution, { turns: false });
    const smallIds = await insertPostings(db, small.userId, SMALL_POSTINGS);
    await insertInterviews(db, smallIds, 5, { turns: false });
    // A live database is vacuumed and analysed by autovacuum; a fresh bulk load is not yet.
    await database.executeSql('vacuum analyze');
    console.log(
      `# ${kind}: seeded ${POSTINGS + SMALL_POSTINGS} postings, ${INTERVIEWS + SMALL_POSTINGS * 5} interviews in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const first = await callDashboard(baseUrl, large.cookie);
    const parsed = JSON.parse(first.body.toString()) as { totals: { postings: number; applications: number } };
    if (parsed.totals.postings !== POSTINGS || parsed.totals.applications !== INTERVIEWS) {
      throw new Error(`unexpected totals ${JSON.stringify(parsed.totals)}`);
    }
    for (let i = 0; i < WARMUP; i++) await callDashboard(baseUrl, large.cookie);
    // GET /api/me (session lookup + two one-row queries) interleaved as a baseline: on a shared,
    // busy machine the ratio of the two says more than either absolute figure.
    const timings: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      timings.push((await callDashboard(baseUrl, large.cookie)).ms);
      baseline.push((await timedGet(baseUrl, '/api/me', large.cookie)).ms);
    }
    timings.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    const [p95, baseP95] = [percentile(timings, 95), percentile(baseline, 95)];
    console.log(`# ${kind}: response ${Math.round(first.body.length / 1024)} KiB for ${POSTINGS} rows`);
    console.log(
      `# ${kind}: baseline GET /api/me p50 ${round(percentile(baseline, 50))} ms, p95 ${round(baseP95)} ms;` +
        ` dashboard p95 / baseline p95 = ${(p95 / baseP95).toFixed(2)}; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    return {
      p50: round(percentile(timings, 50)),
      p95: round(percentile(timings, 95)),
      meP95: round(baseP95),
      queries10: await statementsPerRequest(database, baseUrl, small.cookie),
      queries1000: await statementsPerRequest(database, baseUrl, large.cookie),
    };
  } finally {
    await server.close();
    await drop();
  }
}

const only = process.env.BENCH_ONLY;
const kinds = (['postgres', 'pglite'] as const).filter((kind) => !only || only === kind);
const results = new Map<Kind, Result>();
for (const kind of kinds) results.set(kind, await runFor(kind));

const postgres = results.get('postgres');
const pglite = results.get('pglite');
const reference = postgres ?? pglite!;
if (postgres) {
  console.log(`BENCH dashboard_p50_ms_postgres ${postgres.p50} ms`);
  console.log(`BENCH dashboard_p95_ms_postgres ${postgres.p95} ms`);
  console.log(`BENCH dashboard_p95_ratio_to_me_postgres ${(postgres.p95 / postgres.meP95).toFixed(2)} x`);
}
console.log(`BENCH dashboard_queries_per_request_10 ${reference.queries10} queries`);
console.log(`BENCH dashboard_queries_per_request_1000 ${reference.queries1000} queries`);
if (pglite) {
  console.log(`BENCH dashboard_p50_ms_pglite ${pglite.p50} ms`);
  console.log(`BENCH dashboard_p95_ms_pglite ${pglite.p95} ms`);
  console.log(`BENCH dashboard_p95_ratio_to_me_pglite ${(pglite.p95 / pglite.meP95).toFixed(2)} x`);
}
for (const [kind, result] of results) {
  const ratio = result.p95 / P95_TARGET_MS;
  console.log(
    `# ${kind} p95 / target (${P95_TARGET_MS} ms) = ${ratio.toFixed(2)} ${ratio <= 1 ? '(met)' : '(MISSED)'}`,
  );
}
if (pglite && postgres && pglite.queries1000 !== postgres.queries1000) {
  console.log(`# pglite queries per request: ${pglite.queries10} (10) / ${pglite.queries1000} (1000)`);
}
const constant = [...results.values()].every((r) => r.queries10 === r.queries1000);
console.log(`# queries per request constant: ${constant ? 'yes' : 'NO'}`);
if (!constant) process.exitCode = 1;
