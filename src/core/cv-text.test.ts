import { describe, expect, it } from 'vitest';
import { CV_TEXT_LIMITS, cvTextNotes, doneNote, normalizeCvText } from './cv-text.ts';

describe('normalizeCvText', () => {
  it('unifies line breaks, collapses spaces and blank lines, and trims', () => {
    const raw = '  Sam   Candidate\r\n\r\n\r\n\tTypeScript\u00a0 and React \rLead\f\n\n\n\nEnd  ';
    expect(normalizeCvText(raw)).toEqual({
      text: 'Sam Candidate\n\nTypeScript and React\nLead\n\nEnd',
      truncated: false,
    });
  });

  it('removes control and invisible format characters but keeps letters of every script', () => {
    const raw = 'Zoë\u0000 \u200bRenée\u202e — 日本語\u0007 résumé\ufeff';
    expect(normalizeCvText(raw).text).toBe('Zoë Renée — 日本語 résumé');
  });

  it('cuts at the cap without splitting a character made of two code units', () => {
    const raw = 'ab😀cd';
    expect(normalizeCvText(raw, 3)).toEqual({ text: 'ab😀', truncated: true });
    expect(normalizeCvText('abc', 3)).toEqual({ text: 'abc', truncated: false });
  });

  it('caps at the shared limit by default', () => {
    const { text, truncated } = normalizeCvText('x'.repeat(CV_TEXT_LIMITS.maxChars + 10));
    expect(truncated).toBe(true);
    expect(text).toHaveLength(CV_TEXT_LIMITS.maxChars);
  });
});

describe('doneNote', () => {
  it('is null for complete text, explains empty, page-capped and cut text', () => {
    expect(doneNote({ text: 'hello', truncated: false, pages: 2, pagesRead: 2 })).toBeNull();
    expect(doneNote({ text: '', truncated: false })).toBe(cvTextNotes.empty);
    expect(doneNote({ text: 'x', truncated: true, pages: 40, pagesRead: 20 })).toBe(
      `${cvTextNotes.pagesCapped(20, 40)} ${cvTextNotes.truncated}`,
    );
  });
});
