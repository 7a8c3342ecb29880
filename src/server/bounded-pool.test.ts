import { describe, expect, it } from 'vitest';
import { createBoundedPool, PoolFullError } from './bounded-pool.ts';

/** A task that finishes when the test says so. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let started = false;
  return {
    task: async () => {
      started = true;
      await opened;
      return value;
    },
    open,
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBoundedPool', () => {
  it('runs at most `concurrency` tasks at once, the rest in arrival order', async () => {
    const pool = createBoundedPool({ concurrency: 2, queueMax: 5 });
    const gates = [gate(1), gate(2), gate(3), gate(4)];
    const results = gates.map((g) => pool.submit(g.task));
    await tick();
    expect(gates.map((g) => g.started)).toEqual([true, true, false, false]);
    expect(pool.stats()).toMatchObject({ active: 2, queued: 2 });

    gates[1]!.open();
    await tick();
    await tick();
    expect(gates.map((g) => g.started)).toEqual([true, true, true, false]);
    expect(pool.stats()).toMatchObject({ active: 2, queued: 1 });

    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(pool.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it('refuses synchronously when the queue is full, with a retry hint, and runs nothing', () => {
    const pool = createBoundedPool({ concurrency: 1, queueMax: 1, initialTaskMs: 4000 });
    const running = gate('a');
    const queued = gate('b');
    void pool.submit(running.task);
    void pool.submit(queued.task);
    let refusedRan = false;
    let caught: unknown;
    try {
      void pool.submit(async () => {
        refusedRan = true;
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PoolFullError);
    // One task waiting ahead, one place: about two task durations.
    expect((caught as PoolFullError).retryAfterSeconds).toBe(8);
    expect(refusedRan).toBe(false);
    expect(pool.stats()).toMatchObject({ active: 1, queued: 1, admitted: 2 });
    running.open();
    queued.open();
  });

  it('admits again once a place frees up', async () => {
    const pool = createBoundedPool({ concurrency: 1, queueMax: 0 });
    const first = gate('first');
    const done = pool.submit(first.task);
    expect(() => pool.submit(async () => 'second')).toThrow(PoolFullError);
    first.open();
    await done;
    await expect(pool.submit(async () => 'second')).resolves.toBe('second');
  });

  it('frees the place of a task that fails', async () => {
    const pool = createBoundedPool({ concurrency: 1, queueMax: 0 });
    await expect(pool.submit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(pool.stats().active).toBe(0);
    await expect(pool.submit(async () => 'after')).resolves.toBe('after');
  });

  it('bases the retry hint on how long tasks actually take, within 1–60 s', async () => {
    const pool = createBoundedPool({ concurrency: 1, queueMax: 0, initialTaskMs: 100_000 });
    const slow = gate(0);
    void pool.submit(slow.task);
    expect(() => pool.submit(async () => 0)).toThrow(expect.objectContaining({ retryAfterSeconds: 60 }));
    slow.open();
    await tick();
    for (let i = 0; i < 40; i++) await pool.submit(async () => i);
    const blocker = gate(0);
    void pool.submit(blocker.task);
    expect(() => pool.submit(async () => 0)).toThrow(expect.objectContaining({ retryAfterSeconds: 1 }));
    blocker.open();
  });
});
