/**
 * Speech-to-text capacity benchmark (docs/decisions/0013-speech-to-text-capacity.md): how many interviews can run at once on this
 * machine, with real spoken answers transcribed by the builtin provider (ffmpeg + pocketsphinx),
 * while the candidate's wait from "answer sent" to the interviewer's first words stays ≤ 3 s
 * at the 95th percentile.
 *
 * Five different answers are spoken by flite and encoded as WebM/Opus, as browsers record them
 * (20–60 s each). The server runs in its own process on PostgreSQL with its default transcription
 * pool (STT_CONCURRENCY = CPU cores). The ramp runs 1, 2, 4, 6, 8 … concurrent interviews; each
 * candidate speaks (waits as long as the answer lasts; the first wait is a random part of it, so
 * interviews overlap as live ones do), uploads the answer with no typed text, and the time from
 * the start of the upload to the first streamed text of the reply is measured. A 503 from a full
 * queue is retried after its Retry-After, as the candidate page does, and that wait counts.
 * The ramp stops at the first level that misses the target, or when the time budget is spent.
 *
 *   BENCH stt_capacity_interviews <n> interviews   largest level whose p95 met the target (0: none)
 *   BENCH stt_answer_reply_p95_ms <v> ms           p95 at that level (at the first level when none met it)
 *
 * Not covered: a browser recording and uploading over a real network (answers are uploaded from
 * this process over loopback), video tracks in the recording, the OpenAI-compatible provider,
 * text-to-speech, the assessment job, several web processes, and transcription accuracy (see
 * tests/integration/ai-builtin-stt.int.test.ts). Figures depend heavily on the CPU: on a shared
 * machine other work competes with pocketsphinx, so read them as a lower bound for that machine.
 *
 * Settings: BENCH_STT_LEVELS (default "1,2,4,6,8,12,16"), BENCH_STT_ANSWERS (answers per
 * interview, default 2), BENCH_STT_TARGET_MS (3000), BENCH_STT_BUDGET_SECONDS (ramp budget, 300).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TurnEvent } from '../src/core/api/candidate.ts';
import { botTurnOf, CandidateClient, MINIMAL_PDF } from '../tests/support/candidate-client.ts';
import { signUpEmployer } from '../tests/support/http-client.ts';
import { createBenchDatabase, percentile, startServerProcess } from './support/server-process.ts';

const LEVELS = (process.env.BENCH_STT_LEVELS ?? '1,2,4,6,8,12,16').split(',').map(Number);
const ANSWERS = Number(process.env.BENCH_STT_ANSWERS ?? 2);
const TARGET_MS = Number(process.env.BENCH_STT_TARGET_MS ?? 3000);
const BUDGET_MS = Number(process.env.BENCH_STT_BUDGET_SECONDS ?? 300) * 1000;

const SPOKEN_ANSWERS = [
  'I have worked as a software engineer for five years. In my last role I built React front ends and Node services ' +
    'in TypeScript, and I owned the database schema for our billing system. I wrote tests for every change, reviewed ' +
    'code for my team, and mentored two junior developers. One difficult problem was a slow report that timed out for ' +
    'large customers. I measured the queries, added the right indexes and moved the heavy work to a background job.',
  'The project I am most proud of is a scheduling tool for our support team. Before it, people planned shifts in a ' +
    'spreadsheet and mistakes were common. I talked to the team, wrote a short plan, and built the first version in ' +
    'three weeks. We released it to one group first, fixed what they found, and then to everyone. Planning mistakes ' +
    'dropped to almost none, and the team lead now spends an hour a week on the schedule instead of a day.',
  'When two colleagues disagreed about how to design an interface, I asked each of them to write down what they ' +
    'needed and why. We met, compared the lists, and found that most of the needs were the same. We agreed on a ' +
    'small first version and a date to review it. After the review we kept most of it and changed two parts. ' +
    'Since then we use the same approach for every larger design decision, and meetings are shorter and calmer.',
  'I keep learning by building small things. Last year I learned about containers and cloud services by moving a ' +
    'side project to them. I read the documentation, made mistakes in a test account, and wrote notes for my team. ' +
    "I also read other people's code in open source projects, and every month I give a short talk to my colleagues " +
    'about something new I tried, what worked, and what I would do differently next time.',
];

// A longer answer too: the two first ones in one breath (about 50 s).
SPOKEN_ANSWERS.push(`${SPOKEN_ANSWERS[0]} ${SPOKEN_ANSWERS[2]}`);

type Answer = { bytes: Buffer; seconds: number };

const run = promisify(execFile);

async function makeAnswers(dir: string): Promise<Answer[]> {
  return Promise.all(
    SPOKEN_ANSWERS.map(async (text, i) => {
      const wav = path.join(dir, `answer-${i}.wav`);
      const webm = path.join(dir, `answer-${i}.webm`);
      await run('flite', ['-voice', 'awb', '-t', text, '-o', wav]);
      await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', webm]);
      const { stdout } = await run('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        wav,
      ]);
      return { bytes: await readFile(webm), seconds: Number(stdout.trim()) };
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Uploads one answer and resolves at the reply's first text; the rest of the stream is read to its end. */
async function answerAndTime(
  baseUrl: string,
  c: CandidateClient,
  seq: number,
  recording: Buffer,
): Promise<{ ms: number; busy: number; events: TurnEvent[] }> {
  const started = performance.now();
  let busy = 0;
  for (;;) {
    const form = new FormData();
    form.append('seq', String(seq));
    form.append('recording', new Blob([new Uint8Array(recording)], { type: 'video/webm' }), 'answer.webm');
    const response = await fetch(`${baseUrl}/api/public/interviews/${c.interviewId}/answers`, {
      method: 'POST',
      body: form,
      headers: { 'x-candidate-token': c.token },
    });
    if (response.status === 503 && response.headers.get('retry-after')) {
      busy++;
      await response.text();
      await sleep(Number(response.headers.get('retry-after')) * 1000);
      continue;
    }
    if (response.status !== 200) throw new Error(`answer ${seq}: ${response.status} ${await response.text()}`);
    const events: TurnEvent[] = [];
    let firstText: number | undefined;
    let buffer = '';
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line) continue;
        const event = JSON.parse(line) as TurnEvent;
        events.push(event);
        if (firstText === undefined && (event.type === 'delta' || event.type === 'bot')) firstText = performance.now();
        if (event.type === 'error' || event.type === 'empty') throw new Error(`answer ${seq}: ${line}`);
      }
    }
    if (firstText === undefined) throw new Error(`answer ${seq}: no reply in ${JSON.stringify(events)}`);
    return { ms: firstText - started, busy, events };
  }
}

const rampStarted = performance.now();
const workDir = await mkdtemp(path.join(tmpdir(), 'screenroom-bench-stt-'));
const database = await createBenchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  RATE_LIMIT_INTAKE_PER_IP: '100000',
  RATE_LIMIT_INTAKE_PER_POSTING: '100000',
  RATE_LIMIT_TURNS_PER_INTERVIEW: '100000',
});

type LevelResult = { level: number; p50: number; p95: number; answers: number; busy: number; errors: string[] };
const results: LevelResult[] = [];
try {
  const answers = await makeAnswers(workDir);
  console.log(
    `# answers: ${answers.map((a) => `${a.seconds.toFixed(0)} s / ${(a.bytes.length / 1024).toFixed(0)} KiB`).join(', ')}`,
  );
  const { client } = await signUpEmployer(server.url);
  const postingId = (
    await client.post('/api/postings', {
      title: 'Software Engineer',
      description: 'We build React and Node.js products in TypeScript on PostgreSQL. Tests, reviews and mentoring.',
    })
  ).json.id as string;

  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  for (const level of LEVELS) {
    if (performance.now() - rampStarted > BUDGET_MS) {
      console.log(`# time budget spent; ramp stopped before ${level} interviews`);
      break;
    }
    const times: number[] = [];
    const errors: string[] = [];
    let busy = 0;
    const interview = async (n: number) => {
      const c = new CandidateClient(server.url);
      const intake = await c.intake(
        postingId,
        { fullName: `Speaker ${level}-${n}`, email: `speaker${level}-${n}@example.com`, consent: 'true' },
        { bytes: MINIMAL_PDF, name: 'cv.pdf' },
      );
      if (intake.status !== 201) throw new Error(`intake ${intake.status}`);
      let seq = botTurnOf((await c.next()).events).turn.seq + 1;
      for (let i = 0; i < ANSWERS; i++) {
        const answer = answers[(n + i) % answers.length]!;
        // The candidate speaks for as long as the answer lasts; the first answer starts part-way through.
        await sleep(answer.seconds * 1000 * (i === 0 ? random() : 1));
        const result = await answerAndTime(server.url, c, seq, answer.bytes);
        times.push(result.ms);
        busy += result.busy;
        seq = botTurnOf(result.events).turn.seq + 1;
      }
    };
    const settled = await Promise.allSettled(Array.from({ length: level }, (_, n) => interview(n)));
    for (const s of settled) if (s.status === 'rejected') errors.push(String(s.reason));
    const result = {
      level,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      answers: times.length,
      busy,
      errors,
    };
    results.push(result);
    console.log(
      `# ${level} interviews: ${times.length} answers, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, ` +
        `${busy} busy retries, ${errors.length} errors${errors[0] ? ` (${errors[0].slice(0, 200)})` : ''}`,
    );
    if (errors.length > 0 || !(result.p95 <= TARGET_MS)) break;
  }
} finally {
  await server.stop();
  await database.drop();
  await rm(workDir, { recursive: true, force: true });
}

const met = results.filter((r) => r.errors.length === 0 && r.p95 <= TARGET_MS);
const best = met.at(-1);
const shown = best ?? results[0];
console.log(`BENCH stt_capacity_interviews ${best?.level ?? 0} interviews (p95 answer→reply ≤ ${TARGET_MS} ms)`);
console.log(
  `BENCH stt_answer_reply_p95_ms ${shown ? shown.p95.toFixed(0) : 'NaN'} ms (at ${shown?.level ?? 0} interview${shown?.level === 1 ? '' : 's'})`,
);
