import type { Readable } from 'node:stream';

export type BlobBody = Buffer | Uint8Array | Readable;
/** `modifiedAt`: when the file was last written (from `head`/`get`; not every call fills it). */
export type BlobInfo = { size: number; contentType: string; modifiedAt?: Date };

/** Private file storage. Nothing here is ever a public URL: readers get short-lived signed links. */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: BlobBody, contentType: string): Promise<BlobInfo>;
  get(key: string): Promise<{ stream: Readable; info: BlobInfo }>;
  head(key: string): Promise<BlobInfo | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<number>;
  signedUrl(key: string, options?: { ttlSeconds?: number; downloadName?: string }): Promise<string>;
  healthy(): Promise<boolean>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are built by the server, never taken from users; still refuse anything path-like. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`invalid blob key: ${key}`);
  }
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob not found: ${key}`);
    this.name = 'BlobNotFoundError';
  }
}
