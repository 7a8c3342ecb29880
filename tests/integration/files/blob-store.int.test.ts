import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../../src/server/adapters/storage/blob-store.ts';
import { createDiskStore } from '../../../src/server/adapters/storage/disk-store.ts';
import { createS3Store } from '../../../src/server/adapters/storage/s3-store.ts';
import { freePort } from '../../support/test-app.ts';

type Harness = { store: BlobStore; fetchSigned(url: string): Promise<Response>; close(): Promise<void> };

async function diskHarness(): Promise<Harness & { advanceClock(ms: number): void }> {
  const root = await mkdtemp(path.join(tmpdir(), 'blobs-'));
  // The store's clock, moved on by the expiry test instead of sleeping past the expiry.
  let offsetMs = 0;
  const store = createDiskStore({
    root,
    publicUrl: 'http://app.test',
    signingSecret: 'secret-for-tests',
    defaultTtlSeconds: 600,
    now: () => Date.now() + offsetMs,
  });
  return {
    store,
    advanceClock: (ms) => (offsetMs += ms),
    // The disk store's links are served by the app; here we check the signature the route checks.
    async fetchSigned(url) {
      const parsed = new URL(url);
      const key = decodeURIComponent(parsed.pathname.replace(/^\/api\/blobs\//, ''));
      const ok = store.verifySignature(
        key,
        Number(parsed.searchParams.get('expires')),
        parsed.searchParams.get('signature') ?? '',
        parsed.searchParams.get('name') ?? undefined,
      );
      if (!ok) return new Response('forbidden', { status: 403 });
      const { stream } = await store.get(key);
      return new Response(Readable.toWeb(stream) as ReadableStream, { status: 200 });
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'screenroom-test', configs: [] }],
  });
  await server.run();
  const store = createS3Store({
    bucket: 'screenroom-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    defaultTtlSeconds: 600,
  });
  return {
    store,
    fetchSigned: (url) => fetch(url),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['disk', diskHarness],
  ['s3 (s3rver)', s3Harness],
])('BlobStore on %s', (_name, makeHarness) => {
  let h: Harness & { advanceClock?(ms: number): void };
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(async () => h?.close());

  it('stores a buffer and reads it back as a stream with its type and size', async () => {
    const info = await h.store.put(
      'postings/p1/interviews/i1/cv.pdf',
      Buffer.from('%PDF-1.4 hello'),
      'application/pdf',
    );
    expect(info).toEqual({ size: 14, contentType: 'application/pdf' });
    const { stream, info: read } = await h.store.get('postings/p1/interviews/i1/cv.pdf');
    expect(await text(stream)).toBe('%PDF-1.4 hello');
    expect(read.contentType).toBe('application/pdf');
    expect(await h.store.head('postings/p1/interviews/i1/cv.pdf')).toMatchObject({ size: 14 });
  });

  it('streams a large body in without holding it whole', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 6; i++) yield chunk;
      })(),
    );
    const info = await h.store.put('postings/p1/interviews/i1/answer-001.webm', source, 'video/webm');
    expect(info.size).toBe(6 * 1024 * 1024);
  });

  it('answers a missing key with null from head and an error from get', async () => {
    expect(await h.store.head('postings/none/file.bin')).toBeNull();
    await expect(h.store.get('postings/none/file.bin')).rejects.toThrow(/not found/);
  });

  it('gives a signed link that serves the file', async () => {
    await h.store.put('postings/p2/doc.txt', Buffer.from('signed content'), 'text/plain');
    const url = await h.store.signedUrl('postings/p2/doc.txt', { ttlSeconds: 60 });
    const response = await h.fetchSigned(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('signed content');
  });

  it('refuses a tampered or expired link', async () => {
    if (h.store.kind === 's3') {
      // Signature and expiry are the bucket's to enforce (s3rver does not); check what we ask for.
      const url = new URL(await h.store.signedUrl('postings/p2/doc.txt', { ttlSeconds: 60 }));
      expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      return;
    }
    await h.store.put('postings/p3/doc.txt', Buffer.from('x'), 'text/plain');
    const url = new URL(await h.store.signedUrl('postings/p3/doc.txt', { ttlSeconds: 60 }));
    const tampered = url.toString().replace('p3', 'p2');
    expect((await h.fetchSigned(tampered)).status).toBe(403);
    const expired = await h.store.signedUrl('postings/p3/doc.txt', { ttlSeconds: 1 });
    expect((await h.fetchSigned(expired)).status).toBe(200);
    h.advanceClock!(2100);
    expect((await h.fetchSigned(expired)).status).toBe(403);
  });

  it('deletes one key and a whole prefix', async () => {
    await h.store.put('postings/p4/interviews/a/cv.pdf', Buffer.from('a'), 'application/pdf');
    await h.store.put('postings/p4/interviews/b/cv.pdf', Buffer.from('b'), 'application/pdf');
    await h.store.put('postings/p5/keep.txt', Buffer.from('keep'), 'text/plain');
    await h.store.delete('postings/p4/interviews/a/cv.pdf');
    expect(await h.store.head('postings/p4/interviews/a/cv.pdf')).toBeNull();
    expect(await h.store.deletePrefix('postings/p4')).toBe(1);
    expect(await h.store.head('postings/p4/interviews/b/cv.pdf')).toBeNull();
    expect(await h.store.head('postings/p5/keep.txt')).not.toBeNull();
  });

  it('refuses path-like keys', async () => {
    await expect(h.store.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid blob key/);
    await expect(h.store.put('/abs/path', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid blob key/);
  });

  it('reports itself healthy', async () => {
    expect(await h.store.healthy()).toBe(true);
  });
});
