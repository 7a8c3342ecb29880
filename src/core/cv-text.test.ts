import { describe, expect, it } from 'vitest';
import {
  CV_ASSESSMENT_MAX_CHARS,
  CV_TEXT_LIMITS,
  cvTextExcerpt,
  cvTextNotes,
  doneNote,
  normalizeCvText,
} from './cv-text.ts';

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

describe('cvTextExcerpt', () => {
  it('keeps a short text whole', () => {
    expect(cvTextExcerpt('  Ten years of Go.  ', 100)).toEqual({ text: 'Ten years of Go.', cut: false });
  });

  it('cuts a long text at the last word boundary within the limit', () => {
    expect(cvTextExcerpt('alpha beta gamma delta', 13)).toEqual({ text: 'alpha beta', cut: true });
    expect(cvTextExcerpt('alpha beta gamma delta', 10)).toEqual({ text: 'alpha beta', cut: true });
    expect(cvTextExcerpt('alpha beta\ngamma', 12)).toEqual({ text: 'alpha beta', cut: true });
  });

  it('cuts one endless word at the limit, never inside a surrogate pair', () => {
    expect(cvTextExcerpt('x'.repeat(50), 20)).toEqual({ text: 'x'.repeat(20), cut: true });
    const emoji = cvTextExcerpt('😀'.repeat(30), 10);
    expect(Array.from(emoji.text)).toEqual(Array(10).fill('😀'));
  });

  it('never returns more than the limit', () => {
    const words = Array.from({ length: 5000 }, (_, i) => `word${i}`).join(' ');
    const { text, cut } = cvTextExcerpt(words);
    expect(cut).toBe(true);
    expect(text.length).toBeLessThanOrEqual(CV_ASSESSMENT_MAX_CHARS);
    expect(words.startsWith(text)).toBe(true);
    expect(words[text.length]).toBe(' ');
  });
});
