import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WordTiming } from '../../../../core/scorecard/quote-start.ts';
import type { SpeechComponent, Transcription } from '../provider.ts';
import { decoderArguments, RECOMMENDED_DECODER, type DecoderSettings } from './pocketsphinx-args.ts';

/**
 * Fewer active HMMs and word exits per frame: about a third less CPU per second of speech on flite
 * test sentences with the same words recognised (docs/decisions/0030), which is what lets the last
 * segment of an answer finish during the thinking pause.
 */
export const SEARCH_LIMITS = ['-maxhmmpf', '3000', '-maxwpf', '10'];

/** Debian's pocketsphinx-en-us package. */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const DEFAULT_TIMEOUT_MS = 120_000;

export type PocketsphinxOptions = {
  modelDir?: string;
  /** Per child process; a stuck conversion or recognition is killed after this. */
  timeoutMs?: number;
  /** Decoder settings; default RECOMMENDED_DECODER (bench/stt-wer.ts compares others). */
  decoder?: DecoderSettings;
};

export type OfflineTranscriber = {
  available(): Promise<boolean>;
  /** `maxSeconds`: audio past this point is not decoded (ffmpeg `-t`), whatever the file says. */
  transcribe(audio: Buffer, options?: { maxSeconds?: number }): Promise<Transcription>;
  /** One speech segment, raw 16 kHz mono 16-bit LE PCM: read by pocketsphinx from stdin, no decoding step. */
  transcribePcm(pcm: Buffer): Promise<Transcription>;
  /** Whether segments can be transcribed here (pocketsphinx and its model; ffmpeg is not needed). */
  pcmAvailable(): Promise<boolean>;
  /** What is not installed: the recogniser, its English model, ffmpeg (whole recordings only). */
  missing(): Promise<SpeechComponent[]>;
};

/** A word line of `-time yes` output: word, start and end seconds, posterior probability. */
const WORD_LINE = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?(?:e-?\d+)?)$/i;
/** Silence, sentence marks and noise fillers carry no words. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
/** A word recognised by its second (third…) dictionary pronunciation: `as(2)`. */
const ALTERNATE_PRONUNCIATION = /\(\d+\)$/;

/**
 * Reads `pocketsphinx_continuous -time yes` output: per utterance, the hypothesis line, then one
 * line per word with its posterior probability. The text is the hypotheses joined; the confidence
 * is the mean posterior of the recognised words (fillers left out), null when no word was recognised;
 * each recognised word keeps its start time (seconds from the beginning of the recording).
 */
export function parsePocketsphinxOutput(output: string): Transcription {
  const hypotheses: string[] = [];
  const posteriors: number[] = [];
  const words: WordTiming[] = [];
  for (const line of output.split(/\r?\n/).map((l) => l.trim())) {
    if (!line) continue;
    const word = WORD_LINE.exec(line);
    if (!word) {
      hypotheses.push(line);
      continue;
    }
    if (FILLER.test(word[1]!)) continue;
    posteriors.push(Math.min(1, Math.max(0, Number(word[4]))));
    words.push({ word: word[1]!.replace(ALTERNATE_PRONUNCIATION, ''), start: Number(word[2]) });
  }
  const confidence =
    posteriors.length === 0
      ? null
      : Math.round((posteriors.reduce((a, b) => a + b, 0) / posteriors.length) * 1000) / 1000;
  return { text: hypotheses.join(' '), confidence, words };
}

/**
 * Each transcription works in `<tmpdir>/screenroom-stt-<pid>-XXXXXX`, so a restarted process
 * can tell its predecessors' leftovers (dead pid) from another live process's work.
 */
const TEMP_PREFIX = 'screenroom-stt-';
const TEMP_DIR_PATTERN = /^screenroom-stt-(\d+)-[A-Za-z0-9]{6}$/;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Deletes transcription temp directories left by a process that died mid-transcription
 * (kill -9, out of memory, power loss). A directory is stale when its process is gone, or
 * when it is older than any transcription may run (a reused pid). Returns how many went.
 */
export async function removeStaleTranscriptionFiles(
  options: { dir?: string; maxAgeMs?: number; now?: number } = {},
): Promise<number> {
  const dir = options.dir ?? tmpdir();
  const maxAgeMs = options.maxAgeMs ?? 4 * DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now();
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = TEMP_DIR_PATTERN.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid) continue;
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => null);
    if (!info?.isDirectory()) continue;
    if (isAlive(pid) && now - info.mtimeMs < maxAgeMs) continue;
    await rm(full, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

export class ToolFailure extends Error {
  constructor(
    readonly tool: string,
    readonly detail: string,
  ) {
    super(`${tool} failed: ${detail}`);
    this.name = 'ToolFailure';
  }
}

async function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function onPath(command: string): Promise<boolean> {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) if (await isExecutable(path.join(dir, command))) return true;
  return false;
}

const readable = (file: string) =>
  access(file, constants.R_OK).then(
    () => true,
    () => false,
  );

function run(command: string, args: string[], input: Buffer | undefined, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolFailure(command, error.message));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else {
        const why = signal ? `killed by ${signal}` : `exit code ${code}`;
        reject(new ToolFailure(command, `${why}: ${Buffer.concat(stderr).toString('utf8').slice(-500)}`));
      }
    });
    if (input && child.stdin) {
      // ffmpeg may stop reading early on bad input; the exit code reports that, not EPIPE.
      child.stdin.on('error', () => {});
      child.stdin.end(input);
    }
  });
}

/** Runs `work` in a fresh `<tmpdir>/screenroom-stt-<pid>-XXXXXX`, removed afterwards whatever happens. */
async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), `${TEMP_PREFIX}${process.pid}-`));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Offline speech-to-text: ffmpeg turns any recording (webm/opus, wav, ogg…) into 16 kHz
 * mono 16-bit WAV, then CMU pocketsphinx recognises it with the en-us model. How many run
 * at once is bounded by the caller (the server's transcription pool), not here.
 */
export function createPocketsphinxTranscriber(options: PocketsphinxOptions = {}): OfflineTranscriber {
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const decoder = decoderArguments(options.decoder ?? RECOMMENDED_DECODER);
  const model = {
    hmm: path.join(modelDir, 'en-us'),
    lm: path.join(modelDir, 'en-us.lm.bin'),
    dict: path.join(modelDir, 'cmudict-en-us.dict'),
  };
  let missingParts: Promise<SpeechComponent[]> | undefined;

  /** Checked once per process: PATH and the model files do not change under a running server. */
  const missing = () => {
    missingParts ??= (async () => {
      const [recogniser, hmm, lm, dict, ffmpeg] = await Promise.all([
        onPath('pocketsphinx_continuous'),
        readable(path.join(model.hmm, 'mdef')),
        readable(model.lm),
        readable(model.dict),
        onPath('ffmpeg'),
      ]);
      const parts: SpeechComponent[] = [];
      if (!recogniser) parts.push('pocketsphinx');
      if (!(hmm && lm && dict)) parts.push('pocketsphinx-en-us');
      if (!ffmpeg) parts.push('ffmpeg');
      return parts;
    })();
    return missingParts;
  };
  const pcmAvailable = async () => (await missing()).every((part) => part === 'ffmpeg');
  const available = async () => (await missing()).length === 0;

  const recognise = (infile: string) =>
    run(
      'pocketsphinx_continuous',
      [
        ...['-infile', infile, '-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict],
        ...decoder,
        ...['-samprate', '16000', '-time', 'yes', '-logfn', '/dev/null'],
        ...SEARCH_LIMITS,
      ],
      undefined,
      timeoutMs,
    ).then(parsePocketsphinxOutput);

  // A name without `.wav` makes pocketsphinx read headerless 16 kHz 16-bit samples. Not /dev/stdin:
  // Node's stdio pipes are sockets, which cannot be opened by that name.
  const transcribePcm = (pcm: Buffer) =>
    inTempDir(async (dir) => {
      const raw = path.join(dir, 'segment.raw');
      await writeFile(raw, pcm);
      return recognise(raw);
    });

  const transcribe = (audio: Buffer, opts: { maxSeconds?: number } = {}) =>
    inTempDir(async (dir) => {
      const wav = path.join(dir, 'answer.wav');
      const limit = opts.maxSeconds ? ['-t', String(opts.maxSeconds)] : [];
      const ffmpegArgs = [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        'pipe:0',
        ...limit,
        '-vn',
        '-ac',
        '1',
        '-ar',
        '16000',
      ];
      await run('ffmpeg', [...ffmpegArgs, '-c:a', 'pcm_s16le', '-f', 'wav', '-y', wav], audio, timeoutMs);
      return recognise(wav);
    });

  return { available, transcribe, transcribePcm, pcmAvailable, missing };
}
