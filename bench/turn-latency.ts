/**
 * Turn latency benchmark. A fake OpenAI-compatible provider with fixed delays:
 * transcription 400 ms; chat first token 300 ms then 30 tokens/s for a 45-word reply; speech
 * 250 ms to first byte per request. Measured over 20 turns, from sending the answer upload to
 * the first byte of bot audio reaching the client:
 *
 *  - pipelined: the real server (own process, PostgreSQL): transcribe, stream the reply, and
 *    synthesise speech chunk by chunk while the reply is still being written;
 *  - sequential baseline: transcribe, then the whole reply, then speech of the whole reply,
 *    each waiting for the last (the original browser-side design), against the same fake.
 *
 *   BENCH turn_first_audio_p50_ms <v> ms
 *   BENCH turn_first_audio_sequential_p50_ms <v> ms
 *   BENCH turn_first_audio_ratio <r> x            (target ≤ 0.6)
 *   BENCH turn_first_audio_over_floor_ms <v> ms   (target ≤ 150; floor = 400 + 300 + 250)
 */
import OpenAI, { toFile } from 'openai';
import { botTurnOf, CandidateClient, MINIMAL_PDF, parseEvents, tinyWebm } from '../tests/support/candidate-client.ts';
import { startFakeOpenAi } from '../tests/support/fake-openai/server.ts';
import { signUpEmployer } from '../tests/support/http-client.ts';
import { createBenchDatabase, percentile, startServerProcess } from './support/server-process.ts';

const TURNS = 20;
const TRANSCRIPTION_MS = 400;
const FIRST_TOKEN_MS = 300;
const TOKENS_PER_SECOND = 30;
const SPEECH_FIRST_BYTE_MS = 250;
const FLOOR_MS = TRANSCRIPTION_MS + FIRST_TOKEN_MS + SPEECH_FIRST_BYTE_MS;
const REPLY =
  'Thanks, that is a really helpful example. Could you walk me through how you would design an API for our ' +
  'scheduling service, which trade-offs you would weigh between consistency and speed, and how you ' +
  'would test it before it reaches production with real customer traffic?';

const fake = await startFakeOpenAi({
  chatReply: REPLY,
  transcription: 'I designed and tested the booking API for a clinic network last year.',
  firstTokenDelayMs: FIRST_TOKEN_MS,
  tokensPerSecond: TOKENS_PER_SECOND,
  speechFirstByteDelayMs: SPEECH_FIRST_BYTE_MS,
  transcriptionDelayMs: TRANSCRIPTION_MS,
});
const database = await createBenchDatabase();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  AI_API_KEY: 'bench-key',
  AI_BASE_URL: fake.url,
  RATE_LIMIT_TURNS_PER_INTERVIEW: '100000',
});

/** Reads a whole NDJSON turn stream, noting when the first audio bytes arrived. */
async function readTurn(response: Response, started: number) {
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
  return { firstAudio, events };
}

async function pipelinedTurns(): Promise<number[]> {
  const { client } = await signUpEmployer(server.url);
  const posting = await client.post('/api/postings', {
    title: 'Backend Engineer',
    description: 'APIs, PostgreSQL, testing.',
  });
  const times: number[] = [];
  // Interviews end after 10 questions, so two candidates give the 20 turns.
  for (let n = 0; times.length < TURNS; n++) {
    const c = new CandidateClient(server.url);
    await c.intake(
      posting.json.id,
      { fullName: `Bench ${n}`, email: `bench${n}@example.com`, consent: 'true' },
      { bytes: MINIMAL_PDF, name: 'cv.pdf' },
    );
    let bot = botTurnOf((await c.next()).events);
    while (!bot.finished && times.length < TURNS) {
      const form = new FormData();
      form.append('seq', String(bot.turn.seq + 1));
      form.append('recording', new Blob([new Uint8Array(tinyWebm(32 * 1024))], { type: 'video/webm' }), 'answer.webm');
      const started = performance.now();
      const response = await fetch(`${server.url}/api/public/interviews/${c.interviewId}/answers`, {
        method: 'POST',
        headers: { 'x-candidate-token': c.token },
        body: form,
      });
      const turn = await readTurn(response, started);
      times.push(turn.firstAudio);
      bot = botTurnOf(turn.events);
    }
  }
  return times;
}

async function sequentialTurns(): Promise<number[]> {
  const openai = new OpenAI({ apiKey: 'bench-key', baseURL: fake.url, maxRetries: 0 });
  const times: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    const started = performance.now();
    const text = await openai.audio.transcriptions.create({
      file: await toFile(tinyWebm(32 * 1024), 'recording.webm', { type: 'video/webm' }),
      model: 'whisper-1',
    });
    let reply = '';
    const stream = await openai.chat.completions.create({
      model: 'gpt-4o-mini',
      stream: true,
      temperature: 0.8,
      max_tokens: 150,
      messages: [{ role: 'user', content: text.text }],
    });
    for await (const chunk of stream) reply += chunk.choices[0]?.delta?.content ?? '';
    const speech = await openai.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: reply });
    const reader = speech.body!.getReader();
    await reader.read();
    times.push(performance.now() - started);
    await reader.cancel();
  }
  return times;
}

try {
  const pipelined = await pipelinedTurns();
  const sequential = await sequentialTurns();
  const p50 = percentile(pipelined, 50);
  const baseline = percentile(sequential, 50);
  const ratio = p50 / baseline;
  const overFloor = p50 - FLOOR_MS;
  console.log(`# reply ${REPLY.split(/\s+/).length} words; pipelined p95 ${percentile(pipelined, 95).toFixed(0)} ms`);
  console.log(`BENCH turn_first_audio_p50_ms ${p50.toFixed(0)} ms`);
  console.log(`BENCH turn_first_audio_sequential_p50_ms ${baseline.toFixed(0)} ms`);
  console.log(`BENCH turn_first_audio_ratio ${ratio.toFixed(2)} x (target ≤ 0.6: ${ratio <= 0.6 ? 'met' : 'MISSED'})`);
  console.log(
    `BENCH turn_first_audio_over_floor_ms ${overFloor.toFixed(0)} ms (floor ${FLOOR_MS} ms; target ≤ 150: ${overFloor <= 150 ? 'met' : 'MISSED'})`,
  );
} finally {
  await server.stop();
  await database.drop();
  await fake.close();
}
