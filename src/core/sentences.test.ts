import { describe, expect, it } from 'vitest';
import { SentenceSplitter } from './sentences.ts';

describe('SentenceSplitter', () => {
  it('emits each sentence as soon as the whitespace after it arrives', () => {
    const splitter = new SentenceSplitter();
    expect(splitter.push('Hello the')).toEqual([]);
    expect(splitter.push('re. How are')).toEqual(['Hello there.']);
    expect(splitter.push(' you? Fine')).toEqual(['How are you?']);
    expect(splitter.flush()).toEqual(['Fine']);
    expect(splitter.flush()).toEqual([]);
  });

  it('keeps decimals and closing quotes with their sentence', () => {
    const splitter = new SentenceSplitter();
    expect(splitter.push('Version 2.5 shipped. She said "great!" Then ')).toEqual([
      'Version 2.5 shipped.',
      'She said "great!"',
    ]);
    expect(splitter.flush()).toEqual(['Then']);
  });
});
