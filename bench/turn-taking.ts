/**
 * Turn-taking: does the hands-free endpointer wait through a candidate's thinking pauses, and how
 * soon after the pause does it declare the end of the answer?
 *
 * What runs: the real Silero VAD v5 model (the .onnx file the browser loads, from
 * @ricky0123/vad-web) in onnxruntime-web's WebAssembly runtime under Node, over spoken answers
 * made with flite (awb voice) that have 1–2 s pauses inside them; its per-frame speech
 * probabilities go through the same endpointing rule the candidate page uses
 * (src/core/turn-taking.ts) at the default 2.5 s thinking pause.
 *
 * What it does not cover: the browser's audio path (microphone, resampling in the audio worklet,
 * echo cancellation), room noise and real voices — flite is clean synthetic speech. The browser
 * tests (tests/e2e/candidate-hands-free.e2e.test.ts) run the same model on Chromium's fake
 * microphone end to end.
 *
 *   BENCH turn_taking_false_cutoffs <n> count           (target 0: an end declared inside an answer)
 *   BENCH turn_taking_missed_ends <n> count             (target 0: an answer never declared over)
 *   BENCH turn_taking_end_delay_p50_ms <v> ms           (declared end − (last speech + pause))
 *   BENCH turn_taking_end_delay_max_ms <v> ms           (target ≤ 300)
 *   BENCH turn_taking_vad_ms_per_frame <v> ms           (model cost per 32 ms frame, one thread)
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-web';
import { DEFAULT_ENDPOINT_SETTINGS, runEndpoint, VAD_FRAME_MS } from '../src/core/turn-taking.ts';
import { readWavPcm, speechWithPausesWav, type SpeechPart } from '../tests/fixtures/speech/flite.ts';

const MODEL = path.resolve('node_modules/@ricky0123/vad-web/dist/silero_vad_v5.onnx');
const FRAME = 512;
const CONTEXT = 64;

/** Answers with pauses of 1–2 s inside them (what a thinking candidate does), then a long silence. */
const pause = (seconds: number): SpeechPart => ({ silenceSeconds: seconds });
const ANSWERS: SpeechPart[][] = [
  [
    'I have five years of experience with TypeScript and React.',
    pause(1.0),
    'Most of it building the checkout of an online shop.',
    pause(4),
  ],
  [
    'The hardest bug I fixed was a race condition in our payment flow.',
    pause(1.5),
    'Two requests could charge the same order twice.',
    pause(2.0),
    'We fixed it with an idempotency key on every charge.',
    pause(4),
  ],
  [
    'Let me think.',
    pause(2.0),
    'I would start by measuring where the time goes.',
    pause(1.2),
    'Then fix the slowest query first.',
    pause(4),
  ],
  [
    'I mentor two junior developers.',
    pause(1.8),
    'We pair on code reviews every week,',
    pause(1.0),
    'and each of them owns a part of the release process.',
    pause(4),
  ],
  [
    'In my last role I led the migration from a monolith to services.',
    pause(1.3),
    'It took a year.',
    pause(1.9),
    'We moved one team at a time so nothing broke for our customers.',
    pause(4),
  ],
  ['Yes.', pause(1.6), 'I have used PostgreSQL for about six years, mostly for reporting.', pause(4)],
];

async function probabilities(
  session: ort.InferenceSession,
  samples: Int16Array,
): Promise<{ probs: number[]; ms: number }> {
  let state: ort.Tensor = new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]);
  const sr = new ort.Tensor('int64', BigInt64Array.from([16000n]), []);
  let context = new Float32Array(CONTEXT);
  const probs: number[] = [];
  const started = performance.now();
  for (let offset = 0; offset + FRAME <= samples.length; offset += FRAME) {
    const input = new Float32Array(CONTEXT + FRAME);
    input.set(context, 0);
    for (let i = 0; i < FRAME; i++) input[CONTEXT + i] = samples[offset + i]! / 32768;
    context = input.slice(-CONTEXT);
    const out = await session.run({ input: new ort.Tensor('float32', input, [1, input.length]), state, sr });
    state = out.stateN!;
    probs.push((out.output!.data as Float32Array)[0]!);
  }
  return { probs, ms: performance.now() - started };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

ort.env.wasm.numThreads = 1;
const session = await ort.InferenceSession.create(await readFile(MODEL));
const pauseMs = DEFAULT_ENDPOINT_SETTINGS.thinkingPauseMs;
let falseCutoffs = 0;
let missed = 0;
let frames = 0;
let modelMs = 0;
const delays: number[] = [];
for (const [n, parts] of ANSWERS.entries()) {
  const wav = await speechWithPausesWav(parts, `answer-${n}.wav`);
  try {
    const { sampleRate, samples } = readWavPcm(await readFile(wav.file));
    if (sampleRate !== 16000) throw new Error(`flite wrote ${sampleRate} Hz; the model reads 16 kHz`);
    const { probs, ms } = await probabilities(session, samples);
    frames += probs.length;
    modelMs += ms;
    const lastSpeechMs = wav.spoken.at(-1)!.endS * 1000;
    const ends = runEndpoint(probs, VAD_FRAME_MS).filter((e) => e.type === 'end-of-turn');
    // An end declared before the last spoken part ended cut the answer inside one of its pauses.
    const early = ends.filter((e) => e.atMs < lastSpeechMs);
    const final = ends.find((e) => e.atMs >= lastSpeechMs);
    falseCutoffs += early.length;
    if (!final) missed++;
    else delays.push(final.atMs - (lastSpeechMs + pauseMs));
    console.log(
      `# answer ${n + 1}: ${wav.spoken.length} spoken parts, ends at ${lastSpeechMs.toFixed(0)} ms; ` +
        `declared ${ends.map((e) => e.atMs).join(', ') || 'never'} ms`,
    );
  } finally {
    await rm(path.dirname(wav.file), { recursive: true, force: true });
  }
}

console.log(`# ${ANSWERS.length} answers, thinking pause ${pauseMs} ms, Silero VAD v5 in onnxruntime-web (Node, WASM)`);
console.log(`BENCH turn_taking_false_cutoffs ${falseCutoffs} count`);
console.log(`BENCH turn_taking_missed_ends ${missed} count`);
if (delays.length > 0) {
  console.log(`BENCH turn_taking_end_delay_p50_ms ${percentile(delays, 50).toFixed(0)} ms`);
  console.log(`BENCH turn_taking_end_delay_max_ms ${Math.max(...delays).toFixed(0)} ms`);
}
console.log(`BENCH turn_taking_vad_ms_per_frame ${(modelMs / frames).toFixed(2)} ms`);
if (falseCutoffs > 0 || missed > 0 || Math.max(...delays) > 300) process.exitCode = 1;
