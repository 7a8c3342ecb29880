/** CV rules of docs/product-rules.md §5: .pdf, .doc, .docx up to 10 MB, checked by content. */
export const CV_MAX_MB = 10;
export const CV_MAX_BYTES = CV_MAX_MB * 1024 * 1024;
export const CV_TOO_LARGE_MESSAGE = `CV file size must be less than ${CV_MAX_MB}MB`;
export const CV_WRONG_TYPE_MESSAGE = 'Please upload your CV as a PDF, DOC or DOCX file.';
/** The hint under a CV upload field. */
export const CV_HINT = `PDF, DOC or DOCX, up to ${CV_MAX_MB} MB.`;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type CvKind = 'pdf' | 'doc' | 'docx';

export const CV_CONTENT_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((value, i) => bytes[i] === value);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy Word
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const target = Array.from(needle, (c) => c.charCodeAt(0));
  outer: for (let i = 0; i <= bytes.length - target.length; i++) {
    for (let j = 0; j < target.length; j++) if (bytes[i + j] !== target[j]) continue outer;
    return true;
  }
  return false;
}

/** What the bytes are, whatever the file is called; null when it is not a CV we accept. */
export function detectCvKind(bytes: Uint8Array): CvKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE)) return 'doc';
  // A .docx is a zip whose parts include word/document.xml (names are stored uncompressed).
  if (startsWith(bytes, ZIP) && containsAscii(bytes, 'word/')) return 'docx';
  return null;
}

/** Browser-side pre-check by name and size; the server decides by content. */
export function checkCvFile(file: { name: string; size: number }): string | null {
  if (file.size > CV_MAX_BYTES) return CV_TOO_LARGE_MESSAGE;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return CV_WRONG_TYPE_MESSAGE;
  return null;
}
