import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBuiltinProvider } from '../../../src/server/adapters/ai/builtin-provider.ts';
import { createPocketsphinxTranscriber } from '../../../src/server/adapters/ai/builtin/pocketsphinx.ts';
import { LOW_STT_CONFIDENCE_THRESHOLD } from '../../../src/core/stt-confidence.ts';
import { wordErrorRate } from '../../../src/server/adapters/ai/builtin/word-error-rate.ts';

const run = promisify(execFile);
const MAX_WER = 0.35;
// pocketsphinx takes a few seconds per sentence, many more on a busy shared machine.
const STT_TEST_TIMEOUT_MS = 150_000;
const SENTENCES = [
  'I have worked as a software engineer for five years and I enjoy solving difficult problems with my team.',
  'In my last job I led a small team that built a new system for our customers.',
];

const hasFlite = await run('flite', ['-lv']).then(
  () => true,
  () => false,
);
const transcriber = createPocketsphinxTranscriber();
const hasStt = await transcriber.available();
const missing = [!hasFlite && 'flite', !hasStt && 'ffmpeg/pocketsphinx_continuous/pocketsphinx-en-us'].filter(Boolean);
if (missing.length > 0) console.warn(`Skipping builtin speech-to-text tests: ${missing.join(' and ')} not installed.`);

describe.skipIf(missing.length > 0)('builtin speech-to-text (ffmpeg + pocketsphinx)', () => {
  const provider = createBuiltinProvider({ log: pino({ level: 'silent' }), transcriber });
  let dir: string;

  async function speech(sentence: string, name: string): Promise<string> {
    const wav = path.join(dir, `${name}.wav`);
    await run('flite', ['-voice', 'awb', '-t', sentence, '-o', wav]);
    return wav;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'screenroom-stt-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('reports that it can transcribe', async () => {
    expect(await provider.canTranscribe()).toBe(true);
  });

  test.each(SENTENCES.map((sentence, i) => [i, sentence] as const))(
    'transcribes a flite WAV (sentence %i) with word error rate <= 0.35',
    async (i, sentence) => {
      const audio = await readFile(await speech(sentence, `sentence-${i}`));
      const { text, confidence } = await provider.transcribe(audio, 'audio/wav');
      const wer = wordErrorRate(sentence, text);
      // Clear speech is not flagged low-confidence (pocketsphinx's mean word posterior).
      expect(confidence).toBeGreaterThanOrEqual(LOW_STT_CONFIDENCE_THRESHOLD);
      console.log(`builtin STT WER ${wer.toFixed(3)} (wav) — heard: "${text}"`);
      expect(wer).toBeLessThanOrEqual(MAX_WER);
    },
    STT_TEST_TIMEOUT_MS,
  );

  test(
    'transcribes a webm/opus recording like the browser sends',
    async () => {
      const sentence = SENTENCES[0]!;
      const wav = await speech(sentence, 'browser');
      const webm = path.join(dir, 'browser.webm');
      await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', webm]);
      const { text } = await provider.transcribe(await readFile(webm), 'audio/webm;codecs=opus');
      const wer = wordErrorRate(sentence, text);
      console.log(`builtin STT WER ${wer.toFixed(3)} (webm/opus) — heard: "${text}"`);
      expect(wer).toBeLessThanOrEqual(MAX_WER);
    },
    STT_TEST_TIMEOUT_MS,
  );

  test(
    'decodes no audio past maxSeconds (ffmpeg -t), whatever the file holds',
    async () => {
      const firstWav = await speech(SENTENCES[0]!, 'first');
      const secondWav = await speech('Customers and networks and servers and customers again.', 'second');
      const both = path.join(dir, 'both.webm');
      const concat = ['-filter_complex', '[0:a][1:a]concat=n=2:v=0:a=1', '-c:a', 'libopus', both];
      await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', firstWav, '-i', secondWav, ...concat]);
      const { stdout } = await run('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        firstWav,
      ]);
      const { text } = await provider.transcribe(await readFile(both), 'audio/webm', { maxSeconds: Number(stdout) });
      expect(text.toLowerCase()).toMatch(/software|engineer|years/);
      expect(text.toLowerCase()).not.toMatch(/customers|servers/);
    },
    STT_TEST_TIMEOUT_MS,
  );

  test('a recording ffmpeg cannot read fails with a user-facing error', async () => {
    await expect(provider.transcribe(Buffer.from('definitely not audio'), 'audio/webm')).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'Failed to process recording. Please try again.',
    });
  });
});
