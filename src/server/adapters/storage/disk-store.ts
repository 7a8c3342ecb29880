import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, BlobNotFoundError, type BlobInfo, type BlobStore } from './blob-store.ts';

export type DiskStoreOptions = {
  root: string;
  /** Absolute base URL of the app, or none for root-relative links; the app's /api/blobs route serves them. */
  publicUrl: string | undefined;
  signingSecret: string;
  defaultTtlSeconds: number;
  now?: () => number;
};

type Meta = { contentType: string };

export function createDiskStore(options: DiskStoreOptions): BlobStore & {
  verifySignature(key: string, expires: number, signature: string, downloadName?: string): boolean;
  /** Bytes `start`..`end` (inclusive) of a blob: a player seeking in a recording asks for a range. */
  getRange(key: string, start: number, end: number): Promise<{ stream: Readable; info: BlobInfo }>;
} {
  const root = path.resolve(options.root);
  const now = options.now ?? Date.now;
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };
  const sign = (key: string, expires: number, downloadName = '') =>
    createHmac('sha256', options.signingSecret).update(`${key}\n${expires}\n${downloadName}`).digest('base64url');

  async function info(key: string): Promise<BlobInfo | null> {
    const file = fileFor(key);
    try {
      const [stats, metaText] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
      return { size: stats.size, contentType: (JSON.parse(metaText) as Meta).contentType, modifiedAt: stats.mtime };
    } catch {
      return null;
    }
  }

  return {
    kind: 'disk',
    async put(key, body, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
      try {
        await pipeline(source, createWriteStream(temp));
        await writeFile(`${file}.meta.json`, JSON.stringify({ contentType } satisfies Meta));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const stored = await stat(file);
      return { size: stored.size, contentType };
    },
    async get(key) {
      const found = await info(key);
      if (!found) throw new BlobNotFoundError(key);
      return { stream: createReadStream(fileFor(key)), info: found };
    },
    async getRange(key, start, end) {
      const found = await info(key);
      if (!found) throw new BlobNotFoundError(key);
      return { stream: createReadStream(fileFor(key), { start, end }), info: found };
    },
    head: info,
    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
    async deletePrefix(prefix) {
      assertValidKey(prefix.replace(/\/$/, ''));
      const dir = path.join(root, prefix);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      const count = entries.filter((e) => e.isFile() && !e.name.endsWith('.meta.json')).length;
      await rm(dir, { recursive: true, force: true });
      return count;
    },
    async signedUrl(key, { ttlSeconds, downloadName } = {}) {
      assertValidKey(key);
      const expires = Math.floor(now() / 1000) + (ttlSeconds ?? options.defaultTtlSeconds);
      const url = new URL(`/api/blobs/${key}`, options.publicUrl ?? 'http://relative.invalid');
      url.searchParams.set('expires', String(expires));
      if (downloadName) url.searchParams.set('name', downloadName);
      url.searchParams.set('signature', sign(key, expires, downloadName));
      return options.publicUrl ? url.toString() : `${url.pathname}${url.search}`;
    },
    verifySignature(key, expires, signature, downloadName) {
      if (!Number.isFinite(expires) || expires < Math.floor(now() / 1000)) return false;
      const expected = Buffer.from(sign(key, expires, downloadName));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async healthy() {
      try {
        await mkdir(root, { recursive: true });
        return true;
      } catch {
        return false;
      }
    },
  };
}
