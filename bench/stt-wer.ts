/**
 * Builtin speech-to-text quality (docs/decisions/0035-builtin-recognition-quality.md): word error
 * rate of the real pocketsphinx, called through the product's adapter, on the fixed spoken set of
 * tests/fixtures/speech/wer-set (24 interview answers, 10–60 s, four flite voices, synthesised at
 * run time). "Before" is pocketsphinx's default decoder settings (what the product used until
 * 0035), "after" the product's RECOMMENDED_DECODER; both read WebM/Opus as the browser records it.
 * With BENCH_STT_WER_PCM=1 a third pass feeds the same speech as lossless 16 kHz PCM, as answer
 * segments arrive (off by default: each pass over the set costs minutes of CPU).
 *
 *   BENCH stt_wer_before <x> %                 corpus WER (all errors / all reference words)
 *   BENCH stt_wer_after <y> %                  and its ratio to before
 *   BENCH stt_wer_{before,after}_{dev,test} %  per half (settings were tuned on dev only)
 *   BENCH stt_wer_{before,after}_<voice> %     per flite voice
 *   BENCH stt_wer_after_pcm <z> %              "after" settings on 16 kHz PCM input (BENCH_STT_WER_PCM=1)
 *   BENCH stt_rtf_{before,after,after_pcm} <r> cpu-s/s   CPU seconds (ffmpeg + pocketsphinx) per second of speech
 *   BENCH stt_oov_words <p> %                  reference words missing from the pronunciation dictionary
 *   BENCH stt_posting_oov_words <p> %          posting and question words missing from it
 *
 * Tuning: BENCH_STT_WER_TRY='[{"name":"lw8","decoder":{"lw":8}}, …]' evaluates each candidate
 * (optionally "input":"pcm") on the development half only (or the half BENCH_STT_WER_HALF names),
 * after the same before pass, and prints `BENCH stt_wer_try_<name>_dev`
 * (BENCH_STT_WER_TRY_BASELINE=0 skips the before pass).
 * BENCH_STT_WER_VERBOSE=1 prints every hypothesis; BENCH_STT_WER_HALF=dev|test runs one half only
 * (figures for the other half then read 0).
 *
 * Not covered: human voices, accents, room noise and real microphones (flite voices are clean and
 * regular; real WER is higher), the OpenAI-compatible provider, latency under concurrency
 * (bench/stt-capacity.ts). The CPU figure reads this process's terminated children from
 * /proc/self/stat (Linux); elsewhere it is wall-clock time. Runs sequentially, one child at a time.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPocketsphinxTranscriber, DEFAULT_MODEL_DIR } from '../src/server/adapters/ai/builtin/pocketsphinx.ts';
import {
  POCKETSPHINX_DEFAULTS,
  RECOMMENDED_DECODER,
  type DecoderSettings,
} from '../src/server/adapters/ai/builtin/pocketsphinx-args.ts';
import { corpusWordErrorRate, normaliseWords } from '../src/server/adapters/ai/builtin/word-error-rate.ts';
import { WER_SET, type WerAnswer } from '../tests/fixtures/speech/wer-set/answers.ts';
import { synthesise, type SpokenAnswer } from '../tests/fixtures/speech/wer-set/synthesise.ts';

type Input = 'webm' | 'pcm';
type Result = { spoken: SpokenAnswer; hypothesis: string };
type Pass = { results: Result[]; cpuSeconds: number };

const run = promisify(execFile);
const verbose = process.env.BENCH_STT_WER_VERBOSE === '1';
const tries = JSON.parse(process.env.BENCH_STT_WER_TRY ?? '[]') as {
  name: string;
  decoder: DecoderSettings;
  input?: Input;
}[];

const clockTicks = await run('getconf', ['CLK_TCK']).then(
  ({ stdout }) => Number(stdout),
  () => 100,
);

/** CPU seconds used by this process's terminated children (cutime + cstime), or wall time off Linux. */
function childCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3, so cutime (16) and cstime (17) sit at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / clockTicks;
  } catch {
    return performance.now() / 1000;
  }
}

async function transcribeAll(decoder: DecoderSettings, input: Input, spoken: SpokenAnswer[]): Promise<Pass> {
  // Quality, not latency: a shared machine may take minutes per answer, past the product's timeout.
  const transcriber = createPocketsphinxTranscriber({ decoder, timeoutMs: 900_000 });
  const results: Result[] = [];
  let cpuSeconds = 0;
  for (const one of spoken) {
    const audio = await readFile(input === 'webm' ? one.webm : one.pcmWav);
    const before = childCpuSeconds();
    const { text } = await transcriber.transcribe(audio);
    cpuSeconds += childCpuSeconds() - before;
    if (verbose) console.log(`# ${one.answer.id} ${one.answer.voice} ${input}: ${text}`);
    results.push({ spoken: one, hypothesis: text });
  }
  return { results, cpuSeconds };
}

const wer = (results: Result[], keep: (answer: WerAnswer) => boolean = () => true) =>
  corpusWordErrorRate(
    results
      .filter((r) => keep(r.spoken.answer))
      .map((r) => ({ reference: r.spoken.answer.reference, hypothesis: r.hypothesis })),
  );
const percent = (rate: number) => (rate * 100).toFixed(1);
const seconds = (spoken: SpokenAnswer[]) => spoken.reduce((sum, one) => sum + one.seconds, 0);
const bench = (name: string, value: string, unit: string) => console.log(`BENCH ${name} ${value} ${unit}`);

function report(name: string, pass: Pass, spoken: SpokenAnswer[]) {
  bench(`stt_wer_${name}`, percent(wer(pass.results)), '%');
  for (const half of ['dev', 'test'] as const)
    bench(`stt_wer_${name}_${half}`, percent(wer(pass.results, (a) => a.half === half)), '%');
  for (const voice of [...new Set(WER_SET.map((a) => a.voice))])
    bench(`stt_wer_${name}_${voice}`, percent(wer(pass.results, (a) => a.voice === voice)), '%');
  bench(`stt_rtf_${name}`, (pass.cpuSeconds / seconds(spoken)).toFixed(3), 'cpu-s/s');
}

/** Share of words not in pocketsphinx's pronunciation dictionary: no setting can recognise those. */
function outOfVocabulary(texts: string[]): number {
  const dictionary = new Set(
    readFileSync(path.join(DEFAULT_MODEL_DIR, 'cmudict-en-us.dict'), 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[0]!.replace(/\(\d+\)$/, '')),
  );
  const words = texts.flatMap(normaliseWords);
  return words.filter((word) => !dictionary.has(word)).length / Math.max(1, words.length);
}

const hasFlite = await run('flite', ['-lv']).then(
  () => true,
  () => false,
);
if (!hasFlite || !(await createPocketsphinxTranscriber().available())) {
  console.log('# stt-wer skipped: needs flite, ffmpeg, pocketsphinx and pocketsphinx-en-us (Debian packages)');
  process.exit(0);
}

const dir = await mkdtemp(path.join(tmpdir(), 'screenroom-bench-wer-'));
try {
  const spoken: SpokenAnswer[] = [];
  const only = process.env.BENCH_STT_WER_HALF;
  for (const answer of WER_SET) if (!only || answer.half === only) spoken.push(await synthesise(answer, dir));
  const dev = spoken.filter((one) => one.answer.half === 'dev');
  console.log(
    `# ${spoken.length} answers, ${seconds(spoken).toFixed(0)} s of speech (dev ${dev.length}, test ${spoken.length - dev.length})`,
  );
  bench('stt_oov_words', percent(outOfVocabulary(WER_SET.map((a) => a.reference))), '%');
  bench(
    'stt_posting_oov_words',
    percent(
      outOfVocabulary([...new Set(WER_SET.flatMap((a) => [a.posting.title, a.posting.description, a.question]))]),
    ),
    '%',
  );

  if (tries.length > 0) {
    // Tuning runs on the development half, or on the half BENCH_STT_WER_HALF names (a final check).
    const half = only ?? 'dev';
    const tuneOn = only ? spoken : dev;
    if (process.env.BENCH_STT_WER_TRY_BASELINE !== '0') {
      const before = await transcribeAll(POCKETSPHINX_DEFAULTS, 'webm', tuneOn);
      bench(`stt_wer_try_before_${half}`, percent(wer(before.results)), '%');
      bench(`stt_rtf_try_before_${half}`, (before.cpuSeconds / seconds(tuneOn)).toFixed(3), 'cpu-s/s');
    }
    for (const candidate of tries) {
      const pass = await transcribeAll(candidate.decoder, candidate.input ?? 'webm', tuneOn);
      bench(`stt_wer_try_${candidate.name}_${half}`, percent(wer(pass.results)), '%');
      bench(`stt_rtf_try_${candidate.name}_${half}`, (pass.cpuSeconds / seconds(tuneOn)).toFixed(3), 'cpu-s/s');
    }
  } else {
    const before = await transcribeAll(POCKETSPHINX_DEFAULTS, 'webm', spoken);
    report('before', before, spoken);
    // Same settings, same input: pocketsphinx is deterministic, so the before pass is the after pass.
    const same = JSON.stringify(RECOMMENDED_DECODER) === JSON.stringify(POCKETSPHINX_DEFAULTS);
    if (same) console.log('# after: the product uses pocketsphinx defaults, so after is the before pass');
    const after = same ? before : await transcribeAll(RECOMMENDED_DECODER, 'webm', spoken);
    report('after', after, spoken);
    if (process.env.BENCH_STT_WER_PCM === '1')
      report('after_pcm', await transcribeAll(RECOMMENDED_DECODER, 'pcm', spoken), spoken);
    const ratio = wer(before.results) === 0 ? 1 : wer(after.results) / wer(before.results);
    bench('stt_wer_after_ratio', ratio.toFixed(3), 'x');
    bench('stt_rtf_after_ratio', (after.cpuSeconds / before.cpuSeconds).toFixed(3), 'x');
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
