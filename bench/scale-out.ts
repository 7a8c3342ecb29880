/**
 * Scale-out benchmark (docs/decisions/0010-scale-out.md): the deployment the README describes for more than one
 * machine's worth of candidates, run on this one. Two `ROLE=web` server processes and one
 * `ROLE=worker` process share a fresh PostgreSQL database and an S3 bucket (s3rver, in its own
 * process), behind a small round-robin proxy written here that sends the requests of each
 * interview to the web processes in turn, so consecutive turns of an interview always land on
 * different processes (checked from the proxy's own log).
 *
 * 100 candidates (BENCH_CANDIDATES) run a full interview at once on the builtin provider: intake
 * with a PDF CV, the opening question, 10 answers (typed text plus a small WebM recording, as in
 * bench/concurrent-interviews.ts), then submission, sent twice at once as a double click or a
 * retried request would (the two land on different processes). Then it checks, in the database
 * and the bucket:
 *   - every turn the server confirmed to a candidate is stored with its recording (else it counts
 *     as lost), and every stored file is in the bucket;
 *   - each submitted interview was assessed exactly once: its feedback is written, and exactly
 *     one assess-interview job exists for it, completed on its first run;
 *   - the candidate rate limits are shared: with RATE_LIMIT_INTAKE_PER_IP=4, five intakes from
 *     one address sent alternately to both processes get 4 × 201 then 429 (per-process counters
 *     would accept the fifth); the same for one interview's turns (RATE_LIMIT_TURNS_PER_INTERVIEW);
 *   - an employer reads a recording back through the other process (signed S3 link).
 * It prints
 *   BENCH scale_out_lost_turns <n> turns
 *   BENCH scale_out_errors <n> errors
 *   BENCH scale_out_turn_p95_ms <v> ms       (answer upload → streamed reply complete, via the proxy)
 * and exits non-zero when a check fails. Processes, database and temporary directories are
 * removed on exit, on failure and on Ctrl-C; the whole run is stopped after BENCH_TIMEOUT_SECONDS.
 *
 * Not covered: no speech-to-text runs (answers carry their text; see the STT capacity bench),
 * no real AI provider, one machine (the processes share its cores with the clients, the proxy
 * and s3rver, so latency here is an upper bound of what separate machines give), one proxy and
 * one PostgreSQL server (their own failover is not tested), and no process is killed mid-run.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { assessInterviewJob } from '../src/server/modules/interviews/assess-interview.job.ts';
import { purgeExpiredJob } from '../src/server/modules/retention/purge-expired.job.ts';
import type { TurnEvent } from '../src/core/api/candidate.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../tests/support/candidate-client.ts';
import { signUpEmployer } from '../tests/support/http-client.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.ts';
import { startS3Server, type S3Server } from './support/s3-server.ts';
import { createBenchDatabase, percentile, startServerProcess, type ServerProcess } from './support/server-process.ts';
import { createOpenPosting } from '../tests/support/postings.ts';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100);
const ANSWERS = 10;
const INTAKE_LIMIT = 4;
const TURN_LIMIT = 20;
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 420);
const FEEDBACK_WAIT_SECONDS = 150;
const SPEAK_MIN_MS = Number(process.env.BENCH_SPEAK_MS_MIN ?? 2000);
const SPEAK_MAX_MS = Number(process.env.BENCH_SPEAK_MS_MAX ?? 4000);

/** Deterministic speaking times, so runs are comparable. */
let seed = 7;
const nextRandom = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const speak = () =>
  new Promise((resolve) =>
    setTimeout(resolve, SPEAK_MAX_MS <= 0 ? 0 : SPEAK_MIN_MS + nextRandom() * (SPEAK_MAX_MS - SPEAK_MIN_MS)),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each candidate comes from its own (benchmarking-range) address, as if through a front proxy. */
const addressOf = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

// ---- clean-up, whatever happens -------------------------------------------------------------

const cleanups: Array<() => Promise<unknown>> = [];
const children: number[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error(`# clean-up: ${error}`));
  })();
  return cleaning;
}
// Last resort if the process dies without running the clean-up: leave no server behind.
process.once('exit', () => {
  for (const pid of children) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`# ${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`# scale-out bench did not finish within ${TIMEOUT_SECONDS} s`);
  void cleanUp().then(() => process.exit(1));
}, TIMEOUT_SECONDS * 1000);
watchdog.unref();

// ---- checks ------------------------------------------------------------------------------------

const failedChecks: string[] = [];
function check(ok: boolean, description: string) {
  console.log(`# ${ok ? 'ok  ' : 'FAIL'} ${description}`);
  if (!ok) failedChecks.push(description);
}

const loadAtStart = os
  .loadavg()
  .map((v) => v.toFixed(1))
  .join(' ');

async function main() {
  const database = await createBenchDatabase();
  cleanups.push(() => database.drop());
  const s3: S3Server = await startS3Server();
  children.push(s3.pid);
  cleanups.push(() => s3.stop());

  const webs: ServerProcess[] = [];
  const proxy: RoundRobinProxy = await startRoundRobinProxy(() => webs.map((w) => w.url));
  cleanups.push(() => proxy.close());

  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  cleanups.push(() => db.end());

  const shared = {
    DATABASE_URL: database.url,
    PUBLIC_URL: proxy.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    RATE_LIMIT_INTAKE_PER_IP: String(INTAKE_LIMIT),
    RATE_LIMIT_INTAKE_PER_POSTING: '100000',
    RATE_LIMIT_TURNS_PER_INTERVIEW: String(TURN_LIMIT),
    JOB_POLL_SECONDS: '0.5',
    // The bench's proxy runs here and reports each candidate's (made-up) address.
    TRUSTED_PROXIES: '127.0.0.1',
  };
  // The worker is ready once it has registered its jobs (the last step is the purge schedule).
  const workerReady = async () =>
    (
      await db
        .query(`select 1 from pgboss.schedule where name = $1`, [purgeExpiredJob.name])
        .catch(() => ({ rowCount: 0 }))
    ).rowCount === 1;
  // All three start at once on the empty database, as a deployment does. Each is stopped on
  // clean-up from the moment it exists, even if it is still starting.
  const onSpawn = (child: ChildProcess, stop: () => Promise<void>) => {
    children.push(child.pid!);
    cleanups.push(stop);
  };
  const started = await Promise.allSettled([
    startServerProcess({ ...shared, ROLE: 'web' }, { onSpawn }),
    startServerProcess({ ...shared, ROLE: 'web' }, { onSpawn }),
    startServerProcess({ ...shared, ROLE: 'worker' }, { ready: workerReady, onSpawn }),
  ]);
  const roles = ['web A', 'web B', 'worker'];
  const failedStarts = started.flatMap((r, i) => (r.status === 'rejected' ? [`${roles[i]}: ${String(r.reason)}`] : []));
  if (failedStarts.length > 0) throw new Error(`server processes did not start: ${failedStarts.join('; ')}`);
  const [webA, webB] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
  webs.push(webA!, webB!);
  console.log(`# 2 web processes + 1 worker on PostgreSQL and S3 (s3rver), behind ${proxy.url}`);

  // The employer signs up and creates the posting through the proxy (so on both processes).
  const { client: employer } = await signUpEmployer(proxy.url);
  const posting = await createOpenPosting(employer, {
    title: 'Full-stack Engineer',
    description:
      'We are hiring a full-stack engineer. You will build React front ends and Node.js APIs in TypeScript, ' +
      'own PostgreSQL schemas, write tests, review code and mentor juniors. Experience with AWS and Docker is a plus.',
  });
  if (posting.status !== 201) throw new Error(`posting ${posting.status} ${posting.text}`);
  const postingId = posting.json.id as string;

  // ---- shared rate limits (before the load, so the proxy's plain round robin alternates) ----
  const intakeStatuses: string[] = [];
  for (let i = 0; i <= INTAKE_LIMIT; i++) {
    const client = new CandidateClient(proxy.url, { 'x-forwarded-for': '203.0.113.9' });
    const intake = await client.intake(
      postingId,
      { fullName: `Limit ${i}`, email: `limit${i}@example.com`, consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    intakeStatuses.push(`${intake.status}@${proxy.routes.at(-1)!.backend}`);
  }
  const expectedIntakes = [...Array(INTAKE_LIMIT).fill(201), 429].join(',');
  check(
    intakeStatuses.map((s) => s.split('@')[0]).join(',') === expectedIntakes &&
      new Set(intakeStatuses.map((s) => s.split('@')[1])).size === 2,
    `intake limit shared: ${INTAKE_LIMIT + 1} intakes from one address, alternately on both processes → ${intakeStatuses.join(' ')} (status@process)`,
  );

  const limited = new CandidateClient(proxy.url, { 'x-forwarded-for': '203.0.113.10' });
  await limited.intake(
    postingId,
    { fullName: 'Turn Limit', email: 'turn-limit@example.com', consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  const turnStatuses: number[] = [];
  for (let i = 0; i <= TURN_LIMIT; i++) turnStatuses.push((await limited.next()).status);
  const turnBackends = new Set(proxy.routes.filter((r) => r.interviewId === limited.interviewId).map((r) => r.backend));
  check(
    turnStatuses.slice(0, TURN_LIMIT).every((s) => s === 200) &&
      turnStatuses[TURN_LIMIT] === 429 &&
      turnBackends.size === 2,
    `turn limit shared: ${TURN_LIMIT + 1} turn requests of one interview, alternately on both processes → ${TURN_LIMIT} × 200 then ${turnStatuses[TURN_LIMIT]}`,
  );

  // ---- the load: 100 interviews at once ----------------------------------------------------
  const recording = tinyWebm(16 * 1024);
  const turnTimes: number[] = [];
  const submitStatuses: number[] = [];
  /** Turns the server confirmed to a candidate (stored answers with their recording, and replies). */
  const acknowledged: Array<{ interviewId: string; seq: number; recording: boolean }> = [];
  const acknowledge = (interviewId: string, events: TurnEvent[]) => {
    for (const event of events) {
      if (event.type === 'answer' || event.type === 'bot') {
        acknowledged.push({ interviewId, seq: event.turn.seq, recording: event.turn.hasRecording });
      }
    }
  };

  async function runCandidate(n: number) {
    let step = 'intake';
    try {
      return await interview(n, (name) => (step = name));
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(
        `candidate ${n}, ${step}: ${error instanceof Error ? error.message : error}${cause ? ` (${cause.code ?? cause.message})` : ''}`,
      );
    }
  }

  async function interview(n: number, at: (step: string) => void) {
    const c = new CandidateClient(proxy.url, { 'x-forwarded-for': addressOf(n) });
    const intake = await c.intake(
      postingId,
      { fullName: `Candidate ${n}`, email: `candidate${n}@example.com`, consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    if (intake.status !== 201) throw new Error(`status ${intake.status} ${JSON.stringify(intake.json)}`);
    at('opening');
    const opening = await c.next();
    if (opening.status !== 200) throw new Error(`status ${opening.status} ${opening.text.slice(0, 200)}`);
    acknowledge(c.interviewId, opening.events);
    let bot = botTurnOf(opening.events);
    for (let i = 1; i <= ANSWERS; i++) {
      await speak();
      at(`answer ${i}`);
      const startedAt = performance.now();
      const reply = await c.answer(bot.turn.seq + 1, {
        text: `Answer ${i} from candidate ${n}: I built React and Node.js features in TypeScript with PostgreSQL and tests.`,
        recording,
      });
      turnTimes.push(performance.now() - startedAt);
      if (reply.status !== 200) throw new Error(`status ${reply.status} ${reply.text.slice(0, 200)}`);
      acknowledge(c.interviewId, reply.events);
      const failure = reply.events.find((e) => e.type === 'error');
      if (failure) throw new Error(JSON.stringify(failure));
      bot = botTurnOf(reply.events);
    }
    if (!bot.finished) throw new Error('interview did not close after 10 answers');
    // A double click: both submissions at once, on different processes; one must win.
    at('submit');
    const [first, second] = await Promise.all([c.submit(false), c.submit(false)]);
    submitStatuses.push(first.status, second.status);
    const statuses = [first.status, second.status].sort();
    if (!statuses.includes(200) || !statuses.every((s) => s === 200 || s === 409)) {
      throw new Error(`statuses ${statuses.join(' + ')}`);
    }
    return c.interviewId;
  }

  const loadStarted = performance.now();
  const results = await Promise.allSettled(Array.from({ length: CANDIDATES }, (_, n) => runCandidate(n)));
  const loadEnded = performance.now();
  const loadSeconds = (loadEnded - loadStarted) / 1000;
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
  errors.push(...proxy.failures);
  const interviewIds = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));

  // ---- alternation, from the proxy's log ---------------------------------------------------
  let alternating = 0;
  const perBackend = [0, 0];
  for (const id of interviewIds) {
    const backends = proxy.routes.filter((r) => r.interviewId === id).map((r) => r.backend);
    if (backends.every((b, i) => i === 0 || b !== backends[i - 1])) alternating++;
    for (const b of backends) perBackend[b]!++;
  }
  check(
    interviewIds.length > 0 && alternating === interviewIds.length,
    `consecutive requests of an interview on different processes: ${alternating}/${interviewIds.length} interviews (candidate requests per process: ${perBackend.join(' / ')})`,
  );

  // ---- every turn and file stored ----------------------------------------------------------
  // A lost turn: one the server confirmed to the candidate (with its recording, if it had one)
  // that is not in the database. Expected in all: 1 opening + 10 × (answer + reply) each.
  const { rows: storedTurns } = await db.query<{ id: string; seq: number; recording: boolean }>(
    `select t.interview_id as id, t.seq, t.recording_key is not null as recording
     from interview_turns t join interviews i on i.id = t.interview_id
     where i.full_name like 'Candidate %'`,
  );
  const stored = new Map(storedTurns.map((t) => [`${t.id}/${t.seq}`, t.recording]));
  const lost = acknowledged.filter(
    (a) => !stored.has(`${a.interviewId}/${a.seq}`) || (a.recording && !stored.get(`${a.interviewId}/${a.seq}`)),
  ).length;
  const expectedTurns = CANDIDATES * (1 + 2 * ANSWERS);
  const allTurns = [{ turns: storedTurns.length, recordings: storedTurns.filter((t) => t.recording).length }];

  const { rows: storedKeys } = await db.query<{ key: string }>(
    `select recording_key as key from interview_turns where recording_key is not null
     union all select cv_key from interviews where cv_key is not null`,
  );
  const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/'));
  const bucketKeys = await listBucket(s3, [...new Set(storedKeys.map((row) => folderOf(row.key)))]);
  const missing = storedKeys.filter((row) => !bucketKeys.has(row.key));
  check(
    missing.length === 0,
    `every stored file is in the bucket: ${storedKeys.length - missing.length}/${storedKeys.length}`,
  );

  // ---- each assessment ran exactly once ----------------------------------------------------
  const submittedIds = interviewIds;
  let done = 0;
  while ((performance.now() - loadEnded) / 1000 < FEEDBACK_WAIT_SECONDS) {
    const { rows } = await db.query<{ done: number }>(
      `select count(*)::int as done from interviews
       where id = any($1::uuid[]) and feedback_status in ('done', 'failed')`,
      [submittedIds],
    );
    done = rows[0]!.done;
    if (done === submittedIds.length) break;
    await sleep(1000);
  }
  const feedbackSeconds = (performance.now() - loadEnded) / 1000;
  await sleep(1500); // a duplicate job queued late would show up now
  const { rows: feedback } = await db.query<{ id: string; status: string; has_feedback: boolean; submitted: boolean }>(
    `select id, feedback_status as status, ai_feedback is not null as has_feedback, submitted_at is not null as submitted
     from interviews where id = any($1::uuid[])`,
    [submittedIds],
  );
  const { rows: jobs } = await db.query<{ id: string; jobs: number; completed: number; retries: number }>(
    `select data->>'interviewId' as id, count(*)::int as jobs,
            count(*) filter (where state = 'completed')::int as completed, max(retry_count)::int as retries
     from (select data, state, retry_count from pgboss.job where name = $1
           union all
           select data, state, retry_count from pgboss.archive where name = $1) all_jobs
     group by 1`,
    [assessInterviewJob.name],
  );
  const jobsOf = new Map(jobs.map((j) => [j.id, j]));
  const assessedOnce = feedback.filter((f) => {
    const job = jobsOf.get(f.id);
    return (
      f.submitted &&
      f.status === 'done' &&
      f.has_feedback &&
      job?.jobs === 1 &&
      job.completed === 1 &&
      job.retries === 0
    );
  });
  const duplicates = jobs.filter((j) => j.jobs > 1).length;
  check(
    submittedIds.length > 0 && assessedOnce.length === submittedIds.length,
    `each submitted interview assessed exactly once: ${assessedOnce.length}/${submittedIds.length} (feedback written, one assess-interview job, completed on its first run; ${duplicates} with more than one job); ${done} assessed ${feedbackSeconds.toFixed(1)} s after the last submission`,
  );
  const doubleSubmits = submitStatuses.filter((s) => s === 409).length;
  console.log(`# double submissions: ${submitStatuses.length - doubleSubmits} × 200, ${doubleSubmits} × 409`);

  // ---- an employer reads a recording through the proxy (signed S3 link) --------------------
  if (interviewIds[0]) {
    const details = await employer.get(`/api/interviews/${interviewIds[0]}`);
    const qa = (details.json?.qa ?? []) as Array<{ answer: { recordingUrl: string | null } | null }>;
    const recordingUrl = qa.find((item) => item.answer?.recordingUrl)?.answer?.recordingUrl;
    const bytes = recordingUrl ? (await (await fetch(recordingUrl)).arrayBuffer()).byteLength : 0;
    check(bytes === recording.length, `an employer plays a recording back from S3: ${bytes}/${recording.length} bytes`);
  }

  const load = os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
  console.log(`# load average now ${load} on ${os.availableParallelism()} cores (was ${loadAtStart} at start)`);
  const p50 = percentile(turnTimes, 50);
  const p95 = percentile(turnTimes, 95);
  console.log(
    `# ${CANDIDATES} candidates × ${ANSWERS} answers in ${loadSeconds.toFixed(1)} s; ${allTurns[0]!.turns}/${expectedTurns} turns, ${allTurns[0]!.recordings} recordings; turn p50 ${p50.toFixed(1)} ms`,
  );
  for (const error of errors.slice(0, 5)) console.log(`# error: ${error}`);
  console.log(`BENCH scale_out_lost_turns ${lost} turns`);
  console.log(`BENCH scale_out_errors ${errors.length} errors`);
  console.log(`BENCH scale_out_turn_p95_ms ${p95.toFixed(1)} ms`);
  check(lost === 0, `no lost turns (${lost})`);
  check(errors.length === 0, `no errors (${errors.length})`);
}

/** The keys of the bucket under each given folder (one listing per interview, so no paging). */
async function listBucket(s3: S3Server, folders: string[]): Promise<Set<string>> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys = new Set<string>();
  for (const folder of folders) {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${folder}/` }));
    for (const object of page.Contents ?? []) keys.add(object.Key!);
  }
  client.destroy();
  return keys;
}

try {
  await main();
} catch (error) {
  console.error(`# scale-out bench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  failedChecks.push('the run itself');
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
if (failedChecks.length > 0) {
  console.error(`# failed checks: ${failedChecks.length}`);
  process.exitCode = 1;
}
