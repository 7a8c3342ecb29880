/**
 * Concurrent interviews benchmark: 100 simulated candidates, all at once, each runs
 * a full 10-question interview against the builtin provider: intake with a PDF CV, the opening
 * question, 10 answers uploaded as small WebM files, then submission. The server runs in its
 * own process on PostgreSQL, as in production.
 *
 * Answers carry their text as well as the recording, so no speech-to-text runs: the figure
 * is the server's own time per turn (store the recording, store the turn, plan and stream the
 * builtin interviewer's reply, store it), with no provider time in it, measured from the
 * client, so it includes any queueing behind the other 99 candidates.
 *
 * Each candidate "speaks" for 2-4 s before each upload (BENCH_SPEAK_MS_MIN/MAX; real answers
 * last up to 60 s), so the 100 interviews overlap the way live ones do rather than as a
 * closed loop of back-to-back requests. BENCH_SPEAK_MS_MAX=0 gives that closed loop.
 *
 *   BENCH concurrent_interviews_errors <n> errors
 *   BENCH concurrent_interviews_lost_turns <n> turns
 *   BENCH concurrent_turn_p50_ms <v> ms
 *   BENCH concurrent_turn_p95_ms <v> ms      (target ≤ 200)
 *   BENCH concurrent_peak_rss_mib <v> MiB    (target ≤ 1024)
 */
import pg from 'pg';
import { botTurnOf, CandidateClient, MINIMAL_PDF, tinyWebm } from '../tests/support/candidate-client.ts';
import { signUpEmployer } from '../tests/support/http-client.ts';
import { createBenchDatabase, memoryOf, percentile, startServerProcess } from './support/server-process.ts';
import { createOpenPosting } from '../tests/support/postings.ts';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100);
const ANSWERS = 10;
const P95_TARGET_MS = 200;
const RSS_TARGET_MIB = 1024;
const SPEAK_MIN_MS = Number(process.env.BENCH_SPEAK_MS_MIN ?? 2000);
const SPEAK_MAX_MS = Number(process.env.BENCH_SPEAK_MS_MAX ?? 4000);

/** Deterministic speaking times, so runs are comparable. */
let seed = 42;
const nextRandom = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const speak = () =>
  new Promise((resolve) =>
    setTimeout(resolve, SPEAK_MAX_MS <= 0 ? 0 : SPEAK_MIN_MS + nextRandom() * (SPEAK_MAX_MS - SPEAK_MIN_MS)),
  );

const database = await createBenchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  RATE_LIMIT_INTAKE_PER_IP: '100000',
  RATE_LIMIT_INTAKE_PER_POSTING: '100000',
  RATE_LIMIT_TURNS_PER_INTERVIEW: '100000',
  JOB_POLL_SECONDS: '1',
});
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, memoryOf(server.child.pid!).peakRssBytes);
}, 250);

const turnTimes: number[] = [];
const errors: string[] = [];
try {
  const { client } = await signUpEmployer(server.url);
  const posting = await createOpenPosting(client, {
    title: 'Full-stack Engineer',
    description:
      'We are hiring a full-stack engineer. You will build React front ends and Node.js APIs in TypeScript, ' +
      'own PostgreSQL schemas, write tests, review code and mentor juniors. Experience with AWS and Docker is a plus.',
  });
  const postingId = posting.json.id as string;
  const recording = tinyWebm(16 * 1024);

  async function runCandidate(n: number) {
    const c = new CandidateClient(server.url);
    const intake = await c.intake(
      postingId,
      { fullName: `Candidate ${n}`, email: `candidate${n}@example.com`, consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    if (intake.status !== 201) throw new Error(`intake ${intake.status}`);
    const opening = await c.next();
    if (opening.status !== 200) throw new Error(`opening ${opening.status}`);
    let bot = botTurnOf(opening.events);
    for (let i = 1; i <= ANSWERS; i++) {
      await speak();
      const started = performance.now();
      const reply = await c.answer(bot.turn.seq + 1, {
        text: `Answer ${i} from candidate ${n}: I built React and Node.js features in TypeScript with PostgreSQL and tests.`,
        recording,
      });
      turnTimes.push(performance.now() - started);
      if (reply.status !== 200) throw new Error(`answer ${i}: ${reply.status} ${reply.text.slice(0, 200)}`);
      const failure = reply.events.find((e) => e.type === 'error');
      if (failure) throw new Error(`answer ${i}: ${JSON.stringify(failure)}`);
      bot = botTurnOf(reply.events);
    }
    if (!bot.finished) throw new Error('interview did not close after 10 answers');
    const submitted = await c.submit(false);
    if (submitted.status !== 200) throw new Error(`submit ${submitted.status}`);
    return c.interviewId;
  }

  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: CANDIDATES }, (_, n) => runCandidate(n)));
  const wallSeconds = (performance.now() - started) / 1000;
  for (const result of results) if (result.status === 'rejected') errors.push(String(result.reason));

  // Every turn and recording must be in the database: 1 opening + 10 × (answer + reply).
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query<{ turns: number; recordings: number; submitted: number }>(`
    select count(*)::int as turns,
           count(t.recording_key)::int as recordings,
           (select count(*)::int from interviews where submitted_at is not null) as submitted
    from interview_turns t`);
  await db.end();
  const expectedTurns = CANDIDATES * (1 + 2 * ANSWERS);
  const lost = expectedTurns - rows[0]!.turns + (CANDIDATES * ANSWERS - rows[0]!.recordings);

  clearInterval(sampler);
  peakRss = Math.max(peakRss, memoryOf(server.child.pid!).peakRssBytes);
  const p50 = percentile(turnTimes, 50);
  const p95 = percentile(turnTimes, 95);
  const rssMib = peakRss / 1024 / 1024;
  console.log(
    `# ${CANDIDATES} candidates × ${ANSWERS} answers in ${wallSeconds.toFixed(1)} s; ${rows[0]!.turns}/${expectedTurns} turns, ${rows[0]!.recordings} recordings, ${rows[0]!.submitted} submitted`,
  );
  for (const error of errors.slice(0, 5)) console.log(`# error: ${error}`);
  console.log(`BENCH concurrent_interviews_errors ${errors.length} errors`);
  console.log(`BENCH concurrent_interviews_lost_turns ${lost} turns`);
  console.log(`BENCH concurrent_turn_p50_ms ${p50.toFixed(1)} ms`);
  console.log(
    `BENCH concurrent_turn_p95_ms ${p95.toFixed(1)} ms (target ≤ ${P95_TARGET_MS}: ${p95 <= P95_TARGET_MS ? 'met' : 'MISSED'})`,
  );
  console.log(
    `BENCH concurrent_peak_rss_mib ${rssMib.toFixed(0)} MiB (target ≤ ${RSS_TARGET_MIB}: ${rssMib <= RSS_TARGET_MIB ? 'met' : 'MISSED'})`,
  );
} finally {
  clearInterval(sampler);
  await server.stop();
  await database.drop();
}
