import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../support/http-client.ts';
import { startTestApp } from '../../support/test-app.ts';

describe('/api/health writes and deletes a probe file through the BlobStore', () => {
  it('reports storage ok, and leaves no probe behind', async () => {
    const t = await startTestApp({}, { workers: false });
    try {
      const response = await new HttpClient(t.url).get('/api/health');
      expect(response.status).toBe(200);
      expect(response.json.storage).toEqual({ ok: true, kind: 'disk' });
      const probes = await readdir(path.join(t.dataDir, 'blobs', 'health')).catch(() => []);
      expect(probes).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('reports storage not ok (503) when the store cannot be written, though its folder exists', async () => {
    // The folder exists (so the old "can we create the folder" check passed) but nothing can be
    // written in it, not even by root (tests often run as root): an immutable directory where the
    // file system supports it, else a probe path blocked by a plain file.
    const root = await mkdtemp(path.join(tmpdir(), 'screenroom-readonly-'));
    const immutable = spawnSync('chattr', ['+i', root]).status === 0;
    if (!immutable) await writeFile(path.join(root, 'health'), 'not a folder');
    const t = await startTestApp({ BLOB_DIR: root }, { workers: false });
    try {
      const response = await new HttpClient(t.url).get('/api/health');
      expect(response.status).toBe(503);
      expect(response.json.ok).toBe(false);
      expect(response.json.storage).toEqual({ ok: false, kind: 'disk' });
      expect(response.json.database.ok).toBe(true);
    } finally {
      await t.close();
      if (immutable) spawnSync('chattr', ['-i', root]);
      await rm(root, { recursive: true, force: true });
    }
  });
});
