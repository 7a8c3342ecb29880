import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Self-identification is kept apart: only the bias module (and the schema that declares the
 * table) may name it. Review screens and the AI layer must never read it, so no file outside
 * these may mention the table or import the bias module's storage.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const ALLOWED = ['server/db/schema.ts', 'server/modules/bias/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('self-identification isolation', () => {
  const files = sourceFiles(root).map((file) => ({
    rel: path.relative(root, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));

  it('scans the source tree', () => {
    expect(files.some((f) => f.rel === 'server/modules/review/get-interview.ts')).toBe(true);
    expect(files.some((f) => f.rel.startsWith('server/adapters/ai/'))).toBe(true);
  });

  it('no server file outside the bias module touches the self-identification table', () => {
    const offenders = files
      .filter((f) => f.rel.startsWith('server/') && !ALLOWED.some((a) => f.rel.startsWith(a)))
      .filter((f) => /selfIdentifications|self_identifications/.test(f.text))
      .map((f) => f.rel);
    expect(offenders).toEqual([]);
  });

  it('neither review, the AI layer nor the jobs import the bias module', () => {
    const guarded = files.filter((f) =>
      ['server/modules/review/', 'server/adapters/ai/', 'server/jobs/', 'server/modules/interviews/'].some((p) =>
        f.rel.startsWith(p),
      ),
    );
    expect(guarded.length).toBeGreaterThan(10);
    const offenders = guarded.filter((f) => /modules\/bias\/|from '\.\.\/bias\//.test(f.text)).map((f) => f.rel);
    expect(offenders).toEqual([]);
  });
});
