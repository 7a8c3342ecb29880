import { describe, expect, it, vi } from 'vitest';
import { TURN_KINDS } from '../../../core/candidate-turn.ts';
import {
  createTurnMeaningReader,
  kindsOf,
  sharedSentenceEncoder,
  loadTurnKindsHead,
  MAX_WAITING_READS,
  meaningText,
  MEANING_MAX_WORDS,
  type TurnKindsHead,
} from './turn-meaning.ts';

/** A head of two dimensions: the first votes for repeat, the second for off_topic. */
const HEAD: TurnKindsHead = {
  kinds: TURN_KINDS,
  dimensions: 2,
  weights: [TURN_KINDS.map((k) => (k === 'repeat' ? 5 : 0)), TURN_KINDS.map((k) => (k === 'off_topic' ? 5 : 0))],
  bias: TURN_KINDS.map(() => 0),
};

describe('the turn-meaning adapter', () => {
  it('reads only the turn’s first words', () => {
    const long = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    expect(meaningText(long).split(' ')).toHaveLength(MEANING_MAX_WORDS);
    expect(meaningText('  ')).toBe('(silence)');
  });

  it('gives how likely each kind is (softmax of the linear head over the unit vector)', () => {
    const { kinds } = kindsOf(HEAD, [3, 0]);
    expect(Object.values(kinds).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(kinds.repeat).toBeGreaterThan(0.9);
    expect(kindsOf(HEAD, [0, 1]).kinds.off_topic).toBeGreaterThan(0.9);
  });

  it('loads once, lazily, and reads each text once', async () => {
    const embed = vi.fn(async (texts: string[]) => texts.map((t) => (t.startsWith('sorry') ? [1, 0] : [0, 1])));
    const load = vi.fn(async () => ({ embed, head: HEAD }));
    const reader = createTurnMeaningReader({ warn: vi.fn() }, load);
    expect(load).not.toHaveBeenCalled();
    const first = await reader.read(['sorry what', 'my dog']);
    expect(first.get('sorry what')!.kinds.repeat).toBeGreaterThan(0.9);
    expect(first.get('my dog')!.kinds.off_topic).toBeGreaterThan(0.9);
    await reader.read(['sorry what']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(embed).toHaveBeenCalledTimes(2);
  });

  it('falls back to nothing (the rules alone) when the model does not load, and says so once', async () => {
    const warn = vi.fn();
    const reader = createTurnMeaningReader({ warn }, async () => Promise.reject(new Error('no weights')));
    expect((await reader.read(['hello'])).size).toBe(0);
    expect((await reader.read(['hello again'])).size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ships a head made for these turn kinds and the encoder’s 512 dimensions', () => {
    const head = loadTurnKindsHead();
    expect(head.kinds).toEqual([...TURN_KINDS]);
    expect(head.dimensions).toBe(512);
    expect(head.weights.every((row) => row.length === TURN_KINDS.length)).toBe(true);
  });

  it('reads real turns with the packaged model, from disk', async () => {
    const reader = createTurnMeaningReader({ warn: vi.fn() });
    const read = await reader.read([
      'Sorry, could you say the question again?',
      'What are the hours and is parking free?',
    ]);
    const top = (text: string) =>
      Object.entries(read.get(text)!.kinds).reduce((best, e) => (e[1] > best[1] ? e : best))[0];
    expect(top('Sorry, could you say the question again?')).toBe('repeat');
    expect(top('What are the hours and is parking free?')).toBe('off_topic');
  }, 30_000);
});

describe('the turn-meaning adapter, around the model', () => {
  it('never loads the model for nothing to read (the opening question), and loads it when warmed', async () => {
    const load = vi.fn(async () => ({ embed: async (texts: string[]) => texts.map(() => [1, 0]), head: HEAD }));
    const reader = createTurnMeaningReader({ warn: vi.fn() }, load);
    expect((await reader.read([])).size).toBe(0);
    expect(load).not.toHaveBeenCalled();
    reader.warm();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await reader.read(['sorry what'])).get('sorry what')!.kinds.repeat).toBeGreaterThan(0.9);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads with the rules alone a turn the model fails on, and says so once per failure', async () => {
    const warn = vi.fn();
    const embed = vi.fn(async () => {
      throw new Error('worker gone');
    });
    const reader = createTurnMeaningReader({ warn }, async () => ({ embed, head: HEAD }));
    expect((await reader.read(['sorry what'])).size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('runs the packaged encoder in a worker thread, one per process, and reads real text there', async () => {
    expect(sharedSentenceEncoder()).toBe(sharedSentenceEncoder());
    const embed = await sharedSentenceEncoder();
    const [a, b] = (await embed(['could you say the question again please', 'could you repeat the question']))!;
    expect(a).toHaveLength(512);
    const cosine = a!.reduce((sum, x, i) => sum + x * b![i]!, 0) / (Math.hypot(...a!) * Math.hypot(...b!));
    expect(cosine).toBeGreaterThan(0.6);
  }, 60_000);

  it('answers null at once for a read that would queue behind MAX_WAITING_READS others, whichever reader asks', async () => {
    const embed = await sharedSentenceEncoder();
    const queued = Array.from({ length: MAX_WAITING_READS }, (_, i) => embed([`turn ${i}`]));
    expect(await embed(['one more'])).toBeNull();
    const reader = createTurnMeaningReader({ warn: vi.fn() });
    expect((await reader.read(['one more, by a reader'])).size).toBe(0);
    expect((await Promise.all(queued)).map((vectors) => vectors?.length)).toEqual(queued.map(() => 1));
    expect(await embed(['now there is room'])).toHaveLength(1);
  }, 60_000);
});
