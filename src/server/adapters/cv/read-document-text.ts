import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Text out of a PDF (unpdf, a serverless build of pdf.js) or a DOCX (mammoth). The parsing runs
 * in a worker thread with its own heap limit and is terminated at the deadline, so a hostile
 * file (a zip bomb, a PDF that loops) costs one bounded thread and never the server. The
 * worker's code is plain JavaScript given inline, so it runs alike from the TypeScript sources
 * (development, tests) and from the built output.
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

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
async function read({ kind, bytes, maxPages, unpdfPath, mammothPath }) {
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
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { text: result.value };
}
read(workerData).then(
  (result) => parentPort.postMessage({ ok: true, result }),
  (error) => parentPort.postMessage({ ok: false, message: String(error && error.message).slice(0, 200) }),
);
`;

export function readDocumentText(kind: DocumentKind, bytes: Uint8Array, limits: ReadLimits): Promise<DocumentText> {
  // A copy the worker owns (transferred, not cloned again).
  const copy = new Uint8Array(bytes).buffer;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      kind,
      bytes: copy,
      maxPages: limits.maxPages,
      unpdfPath: resolve('unpdf'),
      mammothPath: resolve('mammoth'),
    },
    transferList: [copy],
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  return new Promise<DocumentText>((done, fail) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => fail(new DocumentReadError('timeout'))), limits.timeoutMs);
    worker.on('message', (message: { ok: true; result: DocumentText } | { ok: false; message: string }) =>
      finish(() => (message.ok ? done(message.result) : fail(new DocumentReadError('unreadable')))),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() => fail(new DocumentReadError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'resources' : 'unreadable'))),
    );
    worker.on('exit', () => finish(() => fail(new DocumentReadError('unreadable'))));
  });
}
