import { describe, expect, it } from 'vitest';
import { SpeechChunker } from './sentences.ts';

describe('SpeechChunker', () => {
  it('speaks a short opening sentence as soon as it ends, then whole sentences', () => {
    const chunker = new SpeechChunker();
    expect(chunker.push('Hello the')).toEqual([]);
    expect(chunker.push('re. How are')).toEqual(['Hello there.']);
    expect(chunker.push(' you today? Fine')).toEqual(['How are you today?']);
    expect(chunker.flush()).toEqual(['Fine']);
    expect(chunker.flush()).toEqual([]);
  });

  it('ends the first chunk at the first clause mark', () => {
    const chunker = new SpeechChunker();
    expect(chunker.push('Thanks')).toEqual([]);
    expect(chunker.push(', that is')).toEqual(['Thanks,']);
    expect(chunker.push(' helpful, really. Next one. ')).toEqual(['that is helpful, really.', 'Next one.']);
  });

  it('cuts a long first clause after a few words so speech can start', () => {
    const chunker = new SpeechChunker({ firstChunkMaxWords: 4 });
    expect(chunker.push('Could you walk me')).toEqual([]);
    expect(chunker.push(' through a recent project? Thanks. ')).toEqual([
      'Could you walk me',
      'through a recent project?',
      'Thanks.',
    ]);
  });

  it('keeps decimals and closing quotes with their sentence', () => {
    const chunker = new SpeechChunker();
    expect(chunker.push('Version 2.5 shipped. She said "great!" Then ')).toEqual([
      'Version 2.5 shipped.',
      'She said "great!"',
    ]);
    expect(chunker.flush()).toEqual(['Then']);
  });

  it('joined chunks give the whole reply back', () => {
    const reply = 'That sounds solid, thank you. Could you describe a hard bug you fixed? What was the root cause?';
    const chunker = new SpeechChunker();
    const chunks = [...reply.split(/(?<=\s)/).flatMap((piece) => chunker.push(piece)), ...chunker.flush()];
    expect(chunks.join(' ')).toBe(reply);
  });
});
