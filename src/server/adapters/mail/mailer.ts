import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A small text attachment, e.g. a calendar invitation (text/calendar). */
export type MailAttachment = { filename: string; content: string; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Display name for the From header (the employer's, on candidate mail); the address stays ours. */
  fromName?: string;
  attachments?: MailAttachment[];
};
export type SentMail = { messageId: string; outboxPath?: string };

/** The configured sender with another display name; CR, LF and angle brackets are dropped. */
export function senderFor(from: string, fromName: string | undefined): string | { name: string; address: string } {
  const name = fromName?.replace(/[\r\n<>"]/g, ' ').trim();
  if (!name) return from;
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name, address };
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  readonly kind: 'smtp' | 'outbox';
}

/** Real SMTP delivery (production; tests point it at a local smtp-server). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const { fromName, ...rest } = message;
      const info = await transport.sendMail({ ...rest, from: senderFor(from, fromName) });
      return { messageId: info.messageId };
    },
  };
}

/**
 * An outbox file's name: the time and a random id, never the recipient (names end up in logs
 * and directory listings); the address is in the file's To header.
 */
export const outboxFileName = (at: Date) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;

/** Default without SMTP: each message becomes an .eml file a developer can open. */
export function createOutboxMailer(outboxDir: string, from: string, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const { fromName, ...rest } = message;
      const info = await transport.sendMail({ ...rest, from: senderFor(from, fromName) });
      await mkdir(outboxDir, { recursive: true });
      const file = path.resolve(outboxDir, outboxFileName(new Date()));
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      log(`mail written to ${file}`);
      return { messageId: info.messageId, outboxPath: file };
    },
  };
}
