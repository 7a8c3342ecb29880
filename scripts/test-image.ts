/**
 * The container image tested over HTTP (run by scripts/test-image.sh after it builds the image):
 *
 * 1. ROLE=all on the embedded defaults (PGlite, files in the /data volume): sign up, create a
 *    posting, hold an interview whose first answer is spoken (flite → ffmpeg → WebM/Opus) and
 *    transcribed by pocketsphinx inside the container, answer the rest typed, submit, and wait for
 *    the assessment. The process runs as a non-root user.
 * 2. Restart the container: the account, posting and assessed interview are still there.
 * 3. ROLE=web and ROLE=worker as two containers on this machine's PostgreSQL and an S3 server
 *    (s3rver, as in the tests), in production mode: the same interview again, assessed by the
 *    worker; the worker answers its health probe.
 *
 * Containers use the host's network (podman here has no port forwarding to rely on); every
 * address is on loopback.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../tests/support/candidate-client.ts';
import { HttpClient, uniqueEmail } from '../tests/support/http-client.ts';
import { createScratchDatabase } from '../tests/support/test-db.ts';
import { freePort } from '../tests/support/test-app.ts';

const run = promisify(execFile);
const IMAGE = process.env.SCREENROOM_TEST_IMAGE ?? 'localhost/screenroom:test';
const PODMAN = ['--runtime', 'runc', '--cgroup-manager=cgroupfs'];
const LIMITS = ['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SPOKEN =
  'I have worked as a software engineer for five years. I built the billing service and I wrote tests for every change.';
const SPOKEN_WORDS = ['software', 'engineer', 'five', 'years', 'billing', 'service', 'tests', 'change'];
const PASSWORD = 'correct-horse-9-image';

const podman = async (...args: string[]) => (await run('podman', [...PODMAN, ...args], { maxBuffer: 16 << 20 })).stdout;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const step = (text: string) => console.log(`-- ${text}`);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function spokenAnswer(dir: string): Promise<Buffer> {
  const wav = path.join(dir, 'answer.wav');
  const webm = path.join(dir, 'answer.webm');
  await run('flite', ['-voice', 'awb', '-t', SPOKEN, '-o', wav]);
  await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', webm]);
  return readFile(webm);
}

async function waitReady(url: string, name: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const logs = await podman('logs', '--tail', '60', name).catch(() => '');
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${logs}`);
    }
    await sleep(1000);
  }
}

type Container = { name: string; url: string };

async function startContainer(name: string, env: Record<string, string>, volume?: string): Promise<Container> {
  const port = Number(env.PORT);
  await podman('rm', '-f', name).catch(() => undefined);
  await podman(
    'run',
    '-d',
    '--name',
    name,
    '--network',
    'host',
    ...LIMITS,
    ...(volume ? ['-v', `${volume}:/data`] : []),
    ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
    IMAGE,
  );
  return { name, url: `http://127.0.0.1:${port}` };
}

async function signUp(url: string) {
  const client = new HttpClient(url);
  const email = uniqueEmail('image');
  const response = await client.post('/api/auth/sign-up/email', {
    name: 'Ida Image',
    email,
    password: PASSWORD,
    companyName: 'Image Test Ltd',
  });
  check(response.status === 200, `sign-up: ${response.status} ${response.text}`);
  const signedIn = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  check(signedIn.status === 200, `sign-in: ${signedIn.status} ${signedIn.text}`);
  return { client, email };
}

/** The whole candidate journey; returns the posting, the interview and the transcript of the spoken answer. */
async function holdInterview(url: string, client: HttpClient, recording: Buffer) {
  const posting = await client.post('/api/postings', {
    title: 'Software Engineer',
    description: 'We build billing and scheduling services in TypeScript on PostgreSQL, with tests and reviews.',
  });
  check(posting.status === 201, `create posting: ${posting.status} ${posting.text}`);
  const postingId = posting.json.id as string;
  // A new posting takes candidates once its plan is published: here the default interview, explicitly.
  const opened = await client.post(`/api/postings/${postingId}/plan/publish-default`);
  check(opened.status === 200, `publish the default interview: ${opened.status} ${opened.text}`);
  const candidate = new CandidateClient(url);
  const intake = await candidate.intake(
    postingId,
    { fullName: 'Sam Speaker', email: `sam-${Date.now()}@example.com`, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  check(intake.status === 201, `intake: ${intake.status} ${JSON.stringify(intake.json)}`);
  let bot = botTurnOf((await candidate.next()).events);

  const spoken = await candidate.answer(bot.turn.seq + 1, { recording });
  check(spoken.status === 200, `spoken answer: ${spoken.status} ${spoken.text}`);
  bot = botTurnOf(spoken.events);

  for (let i = 0; !bot.finished && i < 12; i++) {
    const typed = await candidate.answer(bot.turn.seq + 1, {
      text: 'I moved our slow monthly report to a background job and added two indexes; it now finishes in a minute.',
    });
    check(typed.status === 200, `typed answer: ${typed.status} ${typed.text}`);
    bot = botTurnOf(typed.events);
  }
  check(bot.finished, 'the interview did not finish');
  const submitted = await candidate.submit();
  check(submitted.status === 200, `submit: ${submitted.status} ${JSON.stringify(submitted.json)}`);
  return { postingId, interviewId: candidate.interviewId };
}

/** The first answer as the employer reads it in the transcript (what pocketsphinx made of the speech). */
async function spokenTranscript(client: HttpClient, interviewId: string): Promise<string> {
  const details = await client.get(`/api/interviews/${interviewId}`);
  check(details.status === 200, `interview: ${details.status} ${details.text}`);
  const line = String(details.json.transcript)
    .split('\n')
    .find((l) => /USER:/.test(l));
  check(line, `no answer in the transcript: ${String(details.json.transcript).slice(0, 300)}`);
  return line.replace(/^.*USER:\s*/, '');
}

async function waitAssessed(client: HttpClient, postingId: string, interviewId: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await client.get(`/api/postings/${postingId}/candidates`);
    check(rows.status === 200, `candidates: ${rows.status} ${rows.text}`);
    const row = (
      rows.json.items as { id: string; feedbackStatus: string; score: number | null; fullName: string }[]
    ).find((r) => r.id === interviewId);
    if (row?.feedbackStatus === 'done') return row;
    if (row?.feedbackStatus === 'failed') throw new Error('the assessment failed');
    if (Date.now() > deadline) throw new Error(`not assessed within ${timeoutMs / 1000} s: ${JSON.stringify(row)}`);
    await sleep(1000);
  }
}

function checkTranscript(transcript: string) {
  const words = new Set(transcript.toLowerCase().split(/\W+/));
  const heard = SPOKEN_WORDS.filter((w) => words.has(w));
  console.log(`   transcript made inside the container: "${transcript}"`);
  console.log(`   spoken: "${SPOKEN}" (${heard.length} of ${SPOKEN_WORDS.length} key words heard)`);
  check(heard.length >= SPOKEN_WORDS.length / 2, 'pocketsphinx inside the container did not recognise the answer');
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'screenroom-image-'));
  const volume = `screenroom-test-data-${process.pid}`;
  const started = performance.now();
  const containers: string[] = [];
  let s3: S3rver | undefined;
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  try {
    const recording = await spokenAnswer(work);

    step('ROLE=all on the embedded defaults, data in a volume');
    const allPort = await freePort();
    const all = await startContainer('screenroom-test-all', { PORT: String(allPort), JOB_POLL_SECONDS: '0.5' }, volume);
    containers.push(all.name);
    await waitReady(all.url, all.name);
    // The image's own HEALTHCHECK, as Docker or podman runs it.
    await podman('healthcheck', 'run', all.name);
    console.log('   HEALTHCHECK passes');
    const uid = (await podman('exec', all.name, 'id', '-u')).trim();
    console.log(`   the app runs as uid ${uid}`);
    check(uid !== '0', 'the container runs as root');
    const logs = await podman('logs', all.name);
    const speechLine = logs.split('\n').find((line) => /spoken answers/i.test(line));
    if (speechLine) console.log(`   start log: ${speechLine.trim().slice(0, 300)}`);

    const { client, email } = await signUp(all.url);
    const first = await holdInterview(all.url, client, recording);
    const row = await waitAssessed(client, first.postingId, first.interviewId);
    checkTranscript(await spokenTranscript(client, first.interviewId));
    console.log(`   assessed inside the container (score ${row.score ?? 'withheld'})`);

    step('restart: the data is still there');
    await podman('restart', all.name);
    await waitReady(all.url, all.name);
    const again = new HttpClient(all.url);
    const signedIn = await again.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    check(signedIn.status === 200, `sign-in after restart: ${signedIn.status} ${signedIn.text}`);
    const kept = await waitAssessed(again, first.postingId, first.interviewId, 30_000);
    console.log(`   after the restart: the posting and the assessed interview of ${kept.fullName} are there`);
    await podman('rm', '-f', all.name);

    step('ROLE=web + ROLE=worker on PostgreSQL and S3, production mode');
    database = await createScratchDatabase(PG_ADMIN_URL, 'screenroom_image');
    const s3Port = await freePort();
    s3 = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: 'screenroom-image', configs: [] }],
    });
    await s3.run();
    const webPort = await freePort();
    const workerPort = await freePort();
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'image-test-secret-image-test-secret-0123',
      PUBLIC_URL: `http://127.0.0.1:${webPort}`,
      S3_BUCKET: 'screenroom-image',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      JOB_POLL_SECONDS: '0.5',
    };
    const web = await startContainer('screenroom-test-web', { ...shared, ROLE: 'web', PORT: String(webPort) });
    containers.push(web.name);
    const worker = await startContainer('screenroom-test-worker', {
      ...shared,
      ROLE: 'worker',
      PORT: String(workerPort),
    });
    containers.push(worker.name);
    await waitReady(web.url, web.name);
    await waitReady(worker.url, worker.name);
    const live = await fetch(`${worker.url}/api/health/live`);
    check(live.ok, `worker liveness: ${live.status}`);
    const split = await signUp(web.url);
    const second = await holdInterview(web.url, split.client, recording);
    const assessed = await waitAssessed(split.client, second.postingId, second.interviewId);
    checkTranscript(await spokenTranscript(split.client, second.interviewId));
    console.log(`   assessed by the worker container (score ${assessed.score ?? 'withheld'})`);

    console.log(`BENCH image_http_test_seconds ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const name of containers) await podman('rm', '-f', name).catch(() => undefined);
    await podman('volume', 'rm', '-f', volume).catch(() => undefined);
    await s3?.close().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
