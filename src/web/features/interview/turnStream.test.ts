import { describe, expect, it } from 'vitest';
import { readNdjson } from './turnStream';

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
