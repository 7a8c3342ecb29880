import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('prefixes cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('quotes commas, quotes and line breaks and leaves plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Female × White')).toBe('Female × White');
    expect(csvCell(0.5)).toBe('0.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['=b', null],
      ]),
    ).toBe("a,1\r\n'=b,\r\n");
  });
});
