import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api';
import { SegmentUploads, type Segment } from './segmentUploads';

/** A server at the network boundary: stores (index → bytes) once, failing the first `failures[index]` calls. */
function fakeServer(failures: Record<number, unknown[]> = {}) {
  const stored = new Map<number, number>();
  const calls: number[] = [];
  const send = (segment: Segment) => {
    calls.push(segment.index);
    const failure = failures[segment.index]?.shift();
    if (failure) return Promise.reject(failure);
    if (!stored.has(segment.index)) stored.set(segment.index, segment.pcm.length);
    return Promise.resolve();
  };
  return { stored, calls, send };
}

const pcm = (n: number) => new Uint8Array(n);

describe('segment uploads', () => {
  test('numbers segments from the first index and stores each once', async () => {
    const server = fakeServer();
    const uploads = new SegmentUploads(server.send, 3, [1, 1]);
    uploads.add(pcm(10), 0);
    uploads.add(pcm(20), 500);
    expect(await uploads.settled()).toBe(true);
    expect([...server.stored.entries()]).toEqual([
      [3, 10],
      [4, 20],
    ]);
    expect(await uploads.count()).toBe(5);
  });

  test('after a reload, numbering starts where the server stands, even when segments came first', async () => {
    const server = fakeServer();
    let answer!: (n: number) => void;
    const uploads = new SegmentUploads(server.send, new Promise<number>((resolve) => (answer = resolve)), [1]);
    uploads.add(pcm(8), 0);
    answer(2);
    expect(await uploads.settled()).toBe(true);
    expect([...server.stored.keys()]).toEqual([2]);
    uploads.skipTo(5);
    uploads.add(pcm(8), 900);
    expect(await uploads.settled()).toBe(true);
    expect([...server.stored.keys()]).toEqual([2, 5]);
    expect(await uploads.count()).toBe(6);
  });

  test('network failures and 5xx are retried until stored; a 4xx refusal is not', async () => {
    const server = fakeServer({
      0: [new TypeError('Failed to fetch'), new ApiError(503, 'BUSY', 'busy'), new ApiError(502, 'BAD', 'bad')],
      1: [new ApiError(409, 'OUT_OF_STEP', 'not awaited')],
    });
    const uploads = new SegmentUploads(server.send, 0, [1, 1, 1, 1]);
    uploads.add(pcm(2), 0);
    uploads.add(pcm(2), 100);
    expect(await uploads.settled()).toBe(false);
    expect(server.calls.filter((i) => i === 0)).toHaveLength(4);
    expect(server.calls.filter((i) => i === 1)).toHaveLength(1);
    expect([...server.stored.keys()]).toEqual([0]);
  });

  test('a segment the server says is missing is sent again from the kept audio', async () => {
    const server = fakeServer({ 1: [new TypeError('offline'), new TypeError('offline')] });
    const uploads = new SegmentUploads(server.send, 0, [1]);
    uploads.add(pcm(4), 0);
    uploads.add(pcm(6), 100);
    expect(await uploads.settled()).toBe(false);
    expect(await uploads.resend([1])).toBe(true);
    expect(server.stored.get(1)).toBe(6);
  });

  test('after close nothing more is sent', async () => {
    const server = fakeServer({ 0: [new TypeError('offline')] });
    const uploads = new SegmentUploads(server.send, 0, [50]);
    uploads.add(pcm(2), 0);
    await uploads.count();
    uploads.close();
    expect(await uploads.settled()).toBe(false);
    expect(server.calls).toEqual([0]);
    expect(await uploads.resend([0])).toBe(false);
  });
});
