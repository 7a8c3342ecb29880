import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Nothing is decided by score (docs/decisions/0020-audit-log-and-oversight.md): the only code that
 * writes an interview's accept/reject status is the employer's decision use case. Demo seeding is
 * the one other writer. This scan fails if any other update of `interviews` sets `status`.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const ALLOWED = ['server/modules/review/set-interview-status.ts', 'server/db/seed.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The `.set({...})` that follows each `update(interviews)`, as text. */
function statusWrites(text: string): string[] {
  const writes: string[] = [];
  for (const match of text.matchAll(/update\(interviews\)\s*\.set\(\{([^}]*)\}/g)) {
    // The keys written (`status: …` or shorthand `status`), not values such as `cvTextStatus: status`.
    const keys = match[1]!.split(',').map((part) => part.split(':')[0]!.trim());
    if (keys.includes('status')) writes.push(match[0]);
  }
  return writes;
}

describe('decisions are made by people', () => {
  const files = sourceFiles(path.join(root, 'server')).map((file) => ({
    rel: path.relative(root, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));

  it('finds the decision use case writing status (the scan is not vacuous)', () => {
    const decision = files.find((f) => f.rel === ALLOWED[0])!;
    expect(statusWrites(decision.text)).toHaveLength(1);
  });

  it('no other server code sets an interview status', () => {
    const offenders = files
      .filter((f) => !ALLOWED.includes(f.rel) && statusWrites(f.text).length > 0)
      .map((f) => f.rel);
    expect(offenders).toEqual([]);
  });
});
