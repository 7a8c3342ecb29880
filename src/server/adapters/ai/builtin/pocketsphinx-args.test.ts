import { describe, expect, it } from 'vitest';
import { decoderArguments } from './pocketsphinx-args.ts';

describe('decoderArguments', () => {
  it('adds nothing for pocketsphinx defaults', () => {
    expect(decoderArguments({})).toEqual([]);
  });

  it('writes each set field as its flag, booleans as yes/no, in a stable order', () => {
    expect(decoderArguments({ removeNoise: false, beam: 1e-60, lw: 9, fwdflat: true })).toEqual([
      ...['-lw', '9', '-beam', '1e-60', '-fwdflat', 'yes', '-remove_noise', 'no'],
    ]);
  });

  it('refuses a value that is not a finite number', () => {
    expect(() => decoderArguments({ lw: Number.NaN })).toThrow(RangeError);
  });
});
