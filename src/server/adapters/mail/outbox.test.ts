import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('names files by time and a random id, never the recipient; the address is only in the To header', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const mailer = createOutboxMailer(dir, 'Screenroom <no-reply@screenroom.test>', (line) => lines.push(line));
    const to = 'ada.lovelace+jobs@example.com';
    await mailer.send({ to, subject: 'Hello', text: 'First' });
    await mailer.send({ to, subject: 'Hello', text: 'Second' });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}\.eml$/);
      expect(file).not.toContain('ada');
      expect(await readFile(path.join(dir, file), 'utf8')).toMatch(/^To: ada\.lovelace\+jobs@example\.com$/m);
    }
    expect(lines.join('\n')).not.toContain('ada');
  });
});
