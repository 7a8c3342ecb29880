import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The addresses in a raw message's To header (unfolded; `Name <a@b>` or bare addresses). */
export function recipientsOf(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const to = /^to:\s*(.*)$/im.exec(unfolded)?.[1] ?? '';
  return [...to.matchAll(/<([^>]+)>|([^\s,<>"]+@[^\s,<>"]+)/g)].map((m) => (m[1] ?? m[2]!).toLowerCase());
}

/**
 * The raw .eml files the outbox mailer wrote to `to`, oldest first. File names hold only the
 * time and a random id, so the recipient is read from each file's To header.
 */
export async function outboxMailsTo(outboxDir: string, to: string): Promise<string[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const raws = await Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
  return raws.filter((raw) => recipientsOf(raw).includes(to.toLowerCase()));
}
