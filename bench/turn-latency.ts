/**
 * Turn latency benchmark (issue #23; docs/decisions/0030-turn-taking-and-segments.md): from the
 * declared end of a spoken answer (thinking pause elapsed, or "I'm finished") to the first byte of
 * the interviewer's audio, on the OpenAI-compatible path against the fake server with realistic
 * delays: transcription 300 ms per call, first chat token 350 ms (then 30 tokens/s), first speech
 * byte 150 ms. The real server runs in its own process on PostgreSQL.
 *
 * Two pipelines, measured in the same run, at 1 and at 50 concurrent interviews:
 *  - segments (the browser's hands-free turn): the candidate speaks SEGMENTS stretches of speech
 *    separated by pauses, in real time; each stretch is uploaded as 16 kHz PCM when the detector
 *    would close it (speech end + VAD_REDEMPTION_MS), and the end of turn (`segments` = N) is sent
 *    THINKING_PAUSE_MS after the last speech. The clock starts when the end of turn is sent.
 *  - whole answer (today's tap mode): at the end of turn the whole recording (a real WebM made by
 *    ffmpeg when installed, so the server's ffprobe length check accepts it) is uploaded and
 *    transcribed, then the reply follows. The clock starts when the upload starts.
 *
 *   BENCH turn_segments_first_audio_p50_ms_c1 / _p95_ms_c1 / _p50_ms_c50 / _p95_ms_c50   (targets ≤ 800 / ≤ 1500)
 *   BENCH turn_whole_answer_first_audio_p50_ms_c1 / _c50
 *   BENCH turn_segments_ratio_c1 / _c50      segments p50 ÷ whole-answer p50, same run
 *   BENCH turn_planned_first_audio_p50_ms_c1 / _p95_ms_c1 / _c50   segments again, on a posting with a
 *     published plan: the interviewer's reading of each turn then includes the turn-meaning model (a
 *     worker thread, docs/decisions/0053), and every transcription differs so no reading is cached
 *
 * Not covered: a real browser, its detector and a real network (uploads go over loopback); real
 * provider variance (the fake's delays are fixed); the builtin engine (bench/stt-capacity.ts);
 * no reply is prepared speculatively (see the ADR), so these are end-of-turn → first audio with
 * the reply started only at the end of turn.
 *
 * The default interview (no plan) never reads a turn's meaning; the planned pipeline does.
 *
 * Settings: BENCH_TURN_LEVELS ("1,50"), BENCH_TURN_ANSWERS (answers per interview per level: 4 at
 * one interview, 2 otherwise), BENCH_TURN_PAUSE_MS (thinking pause, 2500), BENCH_TURN_REDEMPTION_MS (1400).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { botTurnOf, CandidateClient, MINIMAL_PDF, parseEvents, tinyWebm } from '../tests/support/candidate-client.ts';
import { startFakeOpenAi } from '../tests/support/fake-openai/server.ts';
import { signUpEmployer } from '../tests/support/http-client.ts';
import { createBenchDatabase, percentile, startServerProcess } from './support/server-process.ts';
import { MAX_WAITING_READS } from '../src/server/adapters/turn-meaning/turn-meaning.ts';
import { createOpenPosting } from '../tests/support/postings.ts';
import { DISPATCH_PLAN, DISPATCH_POSTING } from '../tests/fixtures/interview-plans.ts';

const LEVELS = (process.env.BENCH_TURN_LEVELS ?? '1,50').split(',').map(Number);
const THINKING_PAUSE_MS = Number(process.env.BENCH_TURN_PAUSE_MS ?? 2500);
const VAD_REDEMPTION_MS = Number(process.env.BENCH_TURN_REDEMPTION_MS ?? 1400);
const TRANSCRIPTION_MS = 300;
const FIRST_TOKEN_MS = 350;
const SPEECH_FIRST_BYTE_MS = 150;
/** Stretches of speech in an answer and the pauses between them (ms). */
const SPEECH_MS = [1800, 1500, 1200];
const INNER_PAUSE_MS = 1000;
const REPLY =
  'Thanks, that is a helpful example. Could you walk me through how you would test that change before it ' +
  'reaches production, and what you would watch once it does?';

const ANSWERS = [
  'I restarted the service, read the logs and found the expired lease, call {n}.',
  'On shift {n} a driver reported a blocked road, so I rerouted two vans and told the customers the new times.',
  'Sorry, could you say the question again? I lost it for a second, number {n}.',
  'What do you mean by priority here, is it the customer or the order value, case {n}?',
  'I have not had that happen yet, not in {n} months, but I would check the schedule first.',
];
let transcribed = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

/** A real WebM/Opus of the answer's length when ffmpeg is here (the server's ffprobe check reads it); else a header-only stand-in (no ffprobe either, then). */
async function wholeRecording(): Promise<Buffer> {
  const seconds = (SPEECH_MS.reduce((a, b) => a + b, 0) + INNER_PAUSE_MS * (SPEECH_MS.length - 1)) / 1000;
  try {
    const { stdout } = await run(
      'ffmpeg',
      [
        ...['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=48000:duration=${seconds}`],
        ...['-c:a', 'libopus', '-b:a', '32k', '-f', 'webm', 'pipe:1'],
      ],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
    );
    return stdout;
  } catch {
    return tinyWebm(32 * 1024);
  }
}

const fake = await startFakeOpenAi({
  chatReply: REPLY,
  // A different answer on every call, so the turn-meaning model reads each one (no cached reading).
  transcription: () => ANSWERS[transcribed++ % ANSWERS.length]!.replace('{n}', String(transcribed)),
  firstTokenDelayMs: FIRST_TOKEN_MS,
  tokensPerSecond: 30,
  speechFirstByteDelayMs: SPEECH_FIRST_BYTE_MS,
  transcriptionDelayMs: TRANSCRIPTION_MS,
});
const database = await createBenchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  AI_API_KEY: 'bench-key',
  AI_BASE_URL: fake.url,
  RATE_LIMIT_INTAKE_PER_IP: '100000',
  RATE_LIMIT_INTAKE_PER_POSTING: '100000',
  RATE_LIMIT_TURNS_PER_INTERVIEW: '100000',
  RATE_LIMIT_SEGMENTS_PER_INTERVIEW: '100000',
});

/** Reads a turn's NDJSON stream; the time (from `started`) its first audio bytes arrived, and its events. */
async function readTurn(response: Response, started: number) {
  if (!response.ok) throw new Error(`turn answered ${response.status}: ${await response.text()}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let firstAudio = NaN;
  const events = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    const arrived = parseEvents(lines.join('\n'));
    if (Number.isNaN(firstAudio) && arrived.some((e) => e.type === 'audio' && e.data)) {
      firstAudio = performance.now() - started;
    }
    events.push(...arrived);
  }
  events.push(...parseEvents(buffered));
  return { firstAudio, bot: botTurnOf(events) };
}

const headersOf = (c: CandidateClient) => ({ 'x-candidate-token': c.token });

/** One spoken answer as the browser sends it: segments while speaking, then the end of turn. */
async function segmentedAnswer(c: CandidateClient, seq: number) {
  const uploads: Promise<unknown>[] = [];
  for (const [index, ms] of SPEECH_MS.entries()) {
    await sleep(ms); // speaking
    const pcm = new Uint8Array(Math.round((ms / 1000) * 16_000) * 2).map((_, i) => (i * 37) & 0xff);
    // The detector closes the segment after its redemption time; the upload runs beside the speech.
    uploads.push(
      sleep(VAD_REDEMPTION_MS).then(async () => {
        const res = await fetch(
          `${server.url}/api/public/interviews/${c.interviewId}/answers/${seq}/segments/${index}`,
          {
            method: 'PUT',
            headers: { ...headersOf(c), 'content-type': 'application/octet-stream' },
            body: pcm,
          },
        );
        if (!res.ok) throw new Error(`segment answered ${res.status}: ${await res.text()}`);
      }),
    );
    uploads.at(-1)!.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
    if (index < SPEECH_MS.length - 1) await sleep(INNER_PAUSE_MS);
  }
  await sleep(THINKING_PAUSE_MS);
  const endTurn = () => {
    const form = new FormData();
    form.append('seq', String(seq));
    form.append('segments', String(SPEECH_MS.length));
    return fetch(`${server.url}/api/public/interviews/${c.interviewId}/answers`, {
      method: 'POST',
      headers: headersOf(c),
      body: form,
    });
  };
  const started = performance.now();
  let response = await endTurn();
  if (response.status === 409) {
    // As the browser does on SEGMENTS_MISSING: make sure its uploads arrived, then declare the end again.
    await response.text();
    await Promise.all(uploads);
    response = await endTurn();
  }
  const turn = await readTurn(response, started);
  await Promise.all(uploads);
  return turn;
}

/** Today's whole-answer turn: the recording is uploaded at the end of turn and transcribed then. */
async function wholeAnswer(c: CandidateClient, seq: number, recording: Buffer) {
  const form = new FormData();
  form.append('seq', String(seq));
  form.append('recording', new Blob([new Uint8Array(recording)], { type: 'video/webm' }), 'answer.webm');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/public/interviews/${c.interviewId}/answers`, {
    method: 'POST',
    headers: headersOf(c),
    body: form,
  });
  return readTurn(response, started);
}

async function interview(postingId: string, n: number, answers: number, mode: 'segments' | 'whole', recording: Buffer) {
  const c = new CandidateClient(server.url);
  await c.intake(
    postingId,
    { fullName: `Bench ${mode} ${n}`, email: `bench-${mode}-${n}@example.com`, consent: 'true' },
    { bytes: MINIMAL_PDF, name: 'cv.pdf' },
  );
  let bot = botTurnOf((await c.next()).events);
  const times: number[] = [];
  // Interviews start spread over a second, as live ones do.
  await sleep(Math.random() * 1000);
  for (let i = 0; i < answers && !bot.finished; i++) {
    const seq = bot.turn.seq + 1;
    const turn = mode === 'segments' ? await segmentedAnswer(c, seq) : await wholeAnswer(c, seq, recording);
    times.push(turn.firstAudio);
    bot = turn.bot;
  }
  return times;
}

process.on('unhandledRejection', (error) => console.error('# unhandled:', error));
try {
  const recording = await wholeRecording();
  const { client } = await signUpEmployer(server.url);
  const posting = await createOpenPosting(client, { title: 'Support Engineer', description: 'Linux, networking.' });
  const planned = await client.post('/api/postings', DISPATCH_POSTING);
  if (planned.status !== 201) throw new Error(`posting answered ${planned.status}: ${planned.text}`);
  const plannedId = planned.json.id as string;
  const published = await client.post(`/api/postings/${plannedId}/plan/publish`, DISPATCH_PLAN);
  if (published.status !== 200) throw new Error(`plan publish answered ${published.status}: ${published.text}`);
  const results: Record<string, number> = {};
  for (const level of LEVELS) {
    const answers = Number(process.env.BENCH_TURN_ANSWERS ?? (level === 1 ? 4 : 2));
    const measure = async (mode: 'segments' | 'whole', postingId = posting.json.id as string, offset = 0) =>
      (
        await Promise.all(
          Array.from({ length: level }, (_, n) =>
            interview(postingId, level * 1000 + offset + n, answers, mode, recording),
          ),
        )
      ).flat();
    const segments = await measure('segments');
    const whole = await measure('whole');
    const withPlan = await measure('segments', plannedId, 500);
    const p50 = percentile(segments, 50);
    const p95 = percentile(segments, 95);
    const wholeP50 = percentile(whole, 50);
    results[`c${level}`] = p50;
    console.log(
      `# ${level} concurrent interview(s): ${segments.length} segmented turns, ${whole.length} whole-answer turns; ` +
        `whole-answer p95 ${percentile(whole, 95).toFixed(0)} ms`,
    );
    const met = (v: number, target: number) => (v <= target ? 'met' : 'MISSED');
    console.log(
      `BENCH turn_segments_first_audio_p50_ms_c${level} ${p50.toFixed(0)} ms (target ≤ 800: ${met(p50, 800)})`,
    );
    console.log(
      `BENCH turn_segments_first_audio_p95_ms_c${level} ${p95.toFixed(0)} ms (target ≤ 1500: ${met(p95, 1500)})`,
    );
    console.log(`BENCH turn_whole_answer_first_audio_p50_ms_c${level} ${wholeP50.toFixed(0)} ms`);
    console.log(`BENCH turn_segments_ratio_c${level} ${(p50 / wholeP50).toFixed(2)} x (segments ÷ whole answer)`);
    const plannedP50 = percentile(withPlan, 50);
    const plannedP95 = percentile(withPlan, 95);
    console.log(
      `BENCH turn_planned_first_audio_p50_ms_c${level} ${plannedP50.toFixed(0)} ms (target ≤ 800: ${met(plannedP50, 800)}; ` +
        `${withPlan.length} turns on a plan, each read by the turn-meaning model unless ${MAX_WAITING_READS} others wait for it)`,
    );
    console.log(
      `BENCH turn_planned_first_audio_p95_ms_c${level} ${plannedP95.toFixed(0)} ms (target ≤ 1500: ${met(plannedP95, 1500)})`,
    );
  }
  const floor = FIRST_TOKEN_MS + SPEECH_FIRST_BYTE_MS;
  console.log(`# floor with the last segment already transcribed: ${floor} ms (first token + first speech byte)`);
} catch (error) {
  console.error('# turn-latency failed:', error);
  process.exitCode = 1;
} finally {
  await server.stop();
  await database.drop();
  await fake.close();
}
