/** The pool was full: nothing ran. `retryAfterSeconds` estimates when a place frees up. */
export class PoolFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the work queue is full');
    this.name = 'PoolFullError';
  }
}

export type PoolOptions = {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait for a free place; one more is refused with PoolFullError. */
  queueMax: number;
  /** The duration assumed for a task until some have finished (for the retry hint). */
  initialTaskMs?: number;
  /** Told of every finished task (for metrics): milliseconds waited for a place and run. */
  observe?: (waitedMs: number, ranMs: number, outcome: 'ok' | 'failed') => void;
  /** Told of every task refused because the queue was full. */
  onRefused?: () => void;
};

/** `admitted`: tasks accepted since the pool was made (running, waiting or done). */
export type PoolStats = { active: number; queued: number; admitted: number; concurrency: number; queueMax: number };

export type BoundedPool = {
  /**
   * Admits `task` or throws PoolFullError at once (synchronously), before any work starts.
   * The returned promise settles with the task's result once it has run.
   */
  submit<T>(task: () => Promise<T>): Promise<T>;
  stats(): PoolStats;
};

const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * A bounded pool with a bounded FIFO queue: a burst slows every answer a little instead of
 * letting an unbounded number of CPU-heavy child processes compete, and what does not fit is
 * refused immediately with a hint, so the caller can retry rather than wait without end.
 */
export function createBoundedPool(options: PoolOptions): BoundedPool {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const queueMax = Math.max(0, Math.floor(options.queueMax));
  let active = 0;
  let admitted = 0;
  const waiting: (() => void)[] = [];
  // Moving average of task durations, for an honest Retry-After.
  let averageMs = options.initialTaskMs ?? 5000;

  const retryAfter = () => {
    const rounds = Math.ceil((waiting.length + 1) / concurrency);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil((rounds * averageMs) / 1000)));
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  async function run<T>(task: () => Promise<T>, admitted: Promise<void>): Promise<T> {
    const submitted = performance.now();
    await admitted;
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'failed';
    try {
      const result = await task();
      outcome = 'ok';
      return result;
    } finally {
      const ended = performance.now();
      averageMs = averageMs * 0.8 + (ended - started) * 0.2;
      release();
      options.observe?.(started - submitted, ended - started, outcome);
    }
  }

  return {
    submit<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active++;
        admitted++;
        return run(task, Promise.resolve());
      }
      if (waiting.length >= queueMax) {
        options.onRefused?.();
        throw new PoolFullError(retryAfter());
      }
      admitted++;
      // The place of a finishing task passes straight to the next waiting one (active stays the same).
      return run(task, new Promise<void>((resolve) => waiting.push(resolve)));
    },
    stats: () => ({ active, queued: waiting.length, admitted, concurrency, queueMax }),
  };
}
