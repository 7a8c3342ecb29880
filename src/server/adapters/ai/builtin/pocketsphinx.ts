import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's pocketsphinx-en-us package. */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const DEFAULT_TIMEOUT_MS = 120_000;

export type PocketsphinxOptions = {
  modelDir?: string;
  /** Per child process; a stuck conversion or recognition is killed after this. */
  timeoutMs?: number;
  /** Recognitions running at once (each uses one CPU core). */
  concurrency?: number;
};

export type OfflineTranscriber = {
  available(): Promise<boolean>;
  transcribe(audio: Buffer): Promise<string>;
};

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

/** A tiny counting semaphore. */
function limiter(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * Offline speech-to-text: ffmpeg turns any recording (webm/opus, wav, ogg…) into 16 kHz
 * mono 16-bit WAV, then CMU pocketsphinx recognises it with the en-us model.
 */
export function createPocketsphinxTranscriber(options: PocketsphinxOptions = {}): OfflineTranscriber {
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limit = limiter(options.concurrency ?? Math.max(1, availableParallelism()));
  const model = {
    hmm: path.join(modelDir, 'en-us'),
    lm: path.join(modelDir, 'en-us.lm.bin'),
    dict: path.join(modelDir, 'cmudict-en-us.dict'),
  };
  let availability: Promise<boolean> | undefined;

  const available = () => {
    availability ??= (async () => {
      const checks = await Promise.all([
        onPath('ffmpeg'),
        onPath('pocketsphinx_continuous'),
        readable(path.join(model.hmm, 'mdef')),
        readable(model.lm),
        readable(model.dict),
      ]);
      return checks.every(Boolean);
    })();
    return availability;
  };

  const transcribe = (audio: Buffer) =>
    limit(async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'screenroom-stt-'));
      try {
        const wav = path.join(dir, 'answer.wav');
        const ffmpegArgs = ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-vn', '-ac', '1', '-ar', '16000'];
        await run('ffmpeg', [...ffmpegArgs, '-c:a', 'pcm_s16le', '-f', 'wav', '-y', wav], audio, timeoutMs);
        const args = ['-infile', wav, '-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict, '-logfn', '/dev/null'];
        const output = await run('pocketsphinx_continuous', args, undefined, timeoutMs);
        return output
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

  return { available, transcribe };
}
