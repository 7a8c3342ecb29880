import { describe, expect, it } from 'vitest';
import { readNdjson, retryAfterMs } from './turnStream';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readNdjson(body)) events.push(event);
  return events;
}

describe('readNdjson', () => {
  it('yields one event per line, whatever the chunk boundaries', async () => {
    const events = await collect(
      streamOf(
        '{"type":"delta","text":"Hel',
        'lo"}\n{"type":"delta",',
        '"text":" wörld"}\n\n{"type":"empty","message":"x"}',
      ),
    );
    expect(events).toEqual([
      { type: 'delta', text: 'Hello' },
      { type: 'delta', text: ' wörld' },
      { type: 'empty', message: 'x' },
    ]);
  });

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = new TextEncoder().encode('{"type":"delta","text":"é"}\n');
    const split = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    expect(await collect(body)).toEqual([{ type: 'delta', text: 'é' }]);
  });
});

describe('retryAfterMs', () => {
  it('reads Retry-After seconds as milliseconds, within 1–60 s', () => {
    expect(retryAfterMs('4')).toBe(4000);
    expect(retryAfterMs('0')).toBe(1000);
    expect(retryAfterMs('3600')).toBe(60_000);
  });

  it('ignores a missing or unreadable header', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(retryAfterMs('-5')).toBeUndefined();
  });
});
