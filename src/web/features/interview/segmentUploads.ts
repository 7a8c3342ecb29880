import { ApiError } from '../../lib/api';

/**
 * The speech segments of one answer, uploaded while the candidate speaks (the segment contract,
 * docs/decisions/0030-turn-taking-and-segments.md). Each segment has its index in the answer; the
 * server stores (seq, index) once, so a retry never duplicates words, and the PCM is kept until
 * the answer is stored, so a segment the server says it never got is sent again (never lost).
 * Network failures and 5xx are retried with backoff, a busy server (503) after its Retry-After.
 */
export type Segment = { index: number; pcm: Uint8Array; startMs: number };

/** Sends one segment; throws ApiError (status) or anything else for a network failure. */
export type SendSegment = (segment: Segment, signal: AbortSignal) => Promise<void>;

const DEFAULT_DELAYS = [500, 1000, 2000, 4000, 8000];

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Whether a failed upload is worth repeating: the network, a 5xx or a busy server; not a refusal (4xx). */
const retryable = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

export class SegmentUploads {
  private readonly kept = new Map<number, Segment>();
  private readonly running = new Map<number, Promise<boolean>>();
  private readonly abort = new AbortController();
  /** The next index to give a new segment. */
  private next = 0;
  /** Numbering waits for the first index (after a reload, the server says where the answer stands). */
  private chain: Promise<void>;

  constructor(
    private readonly send: SendSegment,
    firstIndex: number | Promise<number> = 0,
    private readonly delaysMs: number[] = DEFAULT_DELAYS,
  ) {
    this.chain = Promise.resolve(firstIndex).then((first) => {
      this.next = Math.max(this.next, first);
    });
  }

  /** Numbers `pcm` as the answer's next segment and starts uploading it. */
  add(pcm: Uint8Array, startMs: number) {
    this.chain = this.chain.then(() => {
      const segment = { index: this.next++, pcm, startMs };
      this.kept.set(segment.index, segment);
      void this.upload(segment.index);
    });
  }

  /** Recovery after the server kept `index` segments: the next one gets this index at least. */
  skipTo(index: number) {
    this.chain = this.chain.then(() => {
      this.next = Math.max(this.next, index);
    });
  }

  /** How many segments the answer has so far (indexes 0..count-1). */
  async count(): Promise<number> {
    await this.chain;
    return this.next;
  }

  /** Sends the given indexes again (the server named them missing); resolves when all are stored. */
  async resend(indexes: number[]): Promise<boolean> {
    const results = await Promise.all(indexes.map((index) => this.upload(index)));
    return results.every(Boolean);
  }

  /** Resolves once every upload under way has finished: true when all are stored. */
  async settled(): Promise<boolean> {
    await this.chain;
    const results = await Promise.all([...this.running.values()]);
    return results.every(Boolean);
  }

  /** The answer is stored (or abandoned): stop retrying and let go of the audio. */
  close() {
    this.abort.abort();
    this.kept.clear();
  }

  private upload(index: number): Promise<boolean> {
    const under = this.running.get(index);
    if (under) return under;
    const segment = this.kept.get(index);
    if (!segment) return Promise.resolve(false);
    const task = this.attempts(segment).finally(() => this.running.delete(index));
    this.running.set(index, task);
    return task;
  }

  private async attempts(segment: Segment): Promise<boolean> {
    for (let n = 0; ; n++) {
      if (this.abort.signal.aborted) return false;
      try {
        await this.send(segment, this.abort.signal);
        return true;
      } catch (error) {
        if (this.abort.signal.aborted || !retryable(error) || n >= this.delaysMs.length) return false;
        const hinted = error instanceof ApiError && error.status === 503 ? this.delaysMs[n]! * 2 : this.delaysMs[n]!;
        await wait(hinted, this.abort.signal);
      }
    }
  }
}
