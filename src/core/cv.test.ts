import { describe, expect, it } from 'vitest';
import { checkCvFile, CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE, detectCvKind } from './cv.ts';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('detectCvKind', () => {
  it('recognises a PDF by its header', () => {
    expect(detectCvKind(bytes('%PDF-1.7\n...'))).toBe('pdf');
  });
  it('recognises a legacy Word document by its OLE header', () => {
    expect(detectCvKind(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
  });
  it('recognises a .docx as a zip holding word/ parts', () => {
    expect(detectCvKind(bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml'))).toBe('docx');
  });
  it('refuses other zips, text and images whatever their name', () => {
    expect(detectCvKind(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull();
    expect(detectCvKind(bytes('Just some text pretending to be a PDF'))).toBeNull();
    expect(detectCvKind(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectCvKind(new Uint8Array())).toBeNull();
  });
});

describe('checkCvFile', () => {
  it('accepts the three extensions up to 10 MB', () => {
    expect(checkCvFile({ name: 'cv.PDF', size: 1000 })).toBeNull();
    expect(checkCvFile({ name: 'cv.doc', size: CV_MAX_BYTES })).toBeNull();
    expect(checkCvFile({ name: 'cv.docx', size: 1 })).toBeNull();
  });
  it('refuses large files with the spec text and other extensions', () => {
    expect(checkCvFile({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe(CV_TOO_LARGE_MESSAGE);
    expect(checkCvFile({ name: 'cv.txt', size: 10 })).toMatch(/PDF, DOC or DOCX/);
  });
});
