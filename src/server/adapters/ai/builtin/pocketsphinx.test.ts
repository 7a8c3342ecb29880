import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from './pocketsphinx.ts';

describe('parsePocketsphinxOutput (-time yes)', () => {
  it('joins the hypotheses and averages the word posteriors, leaving out silence and noise', () => {
    const output = [
      'i have five years',
      '<s> 0.120 0.220 0.999700',
      'i 0.230 0.380 0.9',
      'have 0.390 0.550 0.8',
      '<sil> 0.560 0.600 0.100000',
      'five 0.560 0.940 0.7',
      'years(2) 0.950 1.210 0.6',
      '</s> 4.150 4.220 1.000000',
      'with react',
      '[NOISE] 4.3 4.5 0.01',
      'with 4.5 4.7 0.5',
      'react 4.7 5.1 0.5',
    ].join('\n');
    expect(parsePocketsphinxOutput(output)).toEqual({
      text: 'i have five years with react',
      confidence: 0.667,
      words: [
        { word: 'i', start: 0.23 },
        { word: 'have', start: 0.39 },
        { word: 'five', start: 0.56 },
        { word: 'years', start: 0.95 },
        { word: 'with', start: 4.5 },
        { word: 'react', start: 4.7 },
      ],
    });
  });

  it('has no confidence when nothing was recognised', () => {
    expect(parsePocketsphinxOutput('\n')).toEqual({ text: '', confidence: null, words: [] });
  });
});
