import { randomUUID } from 'node:crypto';
import type { UseCaseContext } from '../../deps.ts';

/**
 * Storage is healthy only if a file can really be written, read back and deleted now: a full disk,
 * a read-only mount or revoked bucket rights all fail here, where a reachability check would pass.
 */
export async function probeStorage({ blobs }: UseCaseContext<'blobs'>): Promise<boolean> {
  const key = `health/probe-${randomUUID()}`;
  const body = Buffer.from(`screenroom health probe ${new Date().toISOString()}`);
  try {
    await blobs.put(key, body, 'text/plain');
    const stored = await blobs.head(key);
    return stored?.size === body.length;
  } catch {
    return false;
  } finally {
    await blobs.delete(key).catch(() => undefined);
  }
}
