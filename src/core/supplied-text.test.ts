import { describe, expect, it } from 'vitest';
import { quoteSupplied, quoteSuppliedNote, SUPPLIED_TEXT_MAX } from './supplied-text.ts';

describe('supplied text in e-mails', () => {
  it('quotes a name on one line', () => {
    expect(quoteSupplied('Ada  Lovelace')).toBe('“Ada Lovelace”');
    expect(quoteSupplied('Ada\r\nClick https://evil.example\tnow')).toBe('“Ada Click https://evil.example now”');
  });

  it('cuts a long text to the limit with an ellipsis', () => {
    const quoted = quoteSupplied('x'.repeat(200));
    expect(quoted.length).toBe(SUPPLIED_TEXT_MAX + 2);
    expect(quoted.endsWith('…”')).toBe(true);
  });

  it('marks every line of a note as quoted and bounds it', () => {
    expect(quoteSuppliedNote('first\nsecond')).toEqual(['> first', '> second']);
    expect(quoteSuppliedNote('y'.repeat(50), 10)).toEqual([`> ${'y'.repeat(9)}…`]);
  });
});
