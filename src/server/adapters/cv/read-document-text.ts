import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Text out of a PDF (unpdf, a serverless build of pdf.js) or a DOCX (mammoth). The parsing runs
 * in a child Node process with its own heap limit and is killed at the deadline, so a hostile
 * file (a zip bomb, a PDF that loops) costs one bounded process and never the server: a worker
 * thread's heap limit does not stop every out-of-memory crash from taking the whole process
 * down, a child process's does. Its code is plain JavaScript given inline, so it runs alike
 * from the TypeScript sources (development, tests) and from the built output.
 */
export type DocumentKind = 'pdf' | 'docx';
export type ReadLimits = { maxPages: number; timeoutMs: number; memoryMb: number };
export type DocumentText = { text: string; pages?: number; pagesRead?: number };

export class DocumentReadError extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout' | 'resources') {
    super(`document could not be read: ${reason}`);
    this.name = 'DocumentReadError';
  }
}

const resolve = createRequire(import.meta.url).resolve;

const READER_SOURCE = `
const { kind, maxPages, unpdfPath, mammothPath } = JSON.parse(process.argv[1]);
async function read(bytes) {
  if (kind === 'pdf') {
    const { getDocumentProxy } = require(unpdfPath);
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, disableFontFace: true, verbosity: 0 });
    const pagesRead = Math.min(pdf.numPages, maxPages);
    const parts = [];
    for (let n = 1; n <= pagesRead; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : '') : '')).join(''));
      page.cleanup();
    }
    await pdf.destroy();
    return { text: parts.join('\\n\\n'), pages: pdf.numPages, pagesRead };
  }
  const mammoth = require(mammothPath);
  const result = await mammoth.extractRawText({ buffer: bytes });
  return { text: result.value };
}
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () =>
  read(Buffer.concat(chunks)).then(
    (result) => process.send({ ok: true, result }, () => process.exit(0)),
    () => process.send({ ok: false }, () => process.exit(0)),
  ),
);
`;

export function readDocumentText(kind: DocumentKind, bytes: Uint8Array, limits: ReadLimits): Promise<DocumentText> {
  const settings = { kind, maxPages: limits.maxPages, unpdfPath: resolve('unpdf'), mammothPath: resolve('mammoth') };
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${limits.memoryMb}`, '-e', READER_SOURCE, JSON.stringify(settings)],
    { stdio: ['pipe', 'ignore', 'ignore', 'ipc'], env: {} },
  );
  return new Promise<DocumentText>((done, fail) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(() => finish(() => fail(new DocumentReadError('timeout'))), limits.timeoutMs);
    child.on('message', (message: { ok: true; result: DocumentText } | { ok: false }) =>
      finish(() => (message.ok ? done(message.result) : fail(new DocumentReadError('unreadable')))),
    );
    child.on('error', () => finish(() => fail(new DocumentReadError('unreadable'))));
    // Ended without an answer: killed by its heap limit (or anything else that stopped it). 'close'
    // comes after the IPC channel has delivered every message, unlike 'exit'.
    child.on('close', () => finish(() => fail(new DocumentReadError('resources'))));
    // The child may die before reading all of its input; that is reported by 'exit'.
    const input = child.stdin!;
    input.on('error', () => undefined);
    input.end(bytes);
  });
}
