import { SMTPServer } from 'smtp-server';
import { freePort } from './test-app.ts';

/** `text` is the text/plain part (or the whole body of a one-part mail), `html` the text/html part. */
export type CapturedMail = { from: string; to: string[]; raw: string; subject: string; text: string; html?: string };

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function bodyText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

/** The decoded body of the first MIME part whose content type starts with `contentType` (e.g. text/calendar). */
export function mimePart(raw: string, contentType: string): string | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const trimmed = part.replace(/^\r?\n/, '');
      const head = trimmed.split(/\r?\n\r?\n/, 1)[0] ?? '';
      if (new RegExp(`^content-type:\\s*${contentType}`, 'im').test(head) && !/boundary=/i.test(head))
        return bodyText(trimmed.replace(/\r?\n$/, ''));
    }
  }
  return undefined;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: mimePart(raw, 'text/plain') ?? bodyText(raw),
          html: mimePart(raw, 'text/html'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs = 15_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no matching mail within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(remaining, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
