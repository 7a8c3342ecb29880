import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAiProvider } from './adapters/ai/create-provider.ts';
import type { AiProvider } from './adapters/ai/provider.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail/mailer.ts';
import type { BlobStore } from './adapters/storage/blob-store.ts';
import { createDiskStore } from './adapters/storage/disk-store.ts';
import { createS3Store } from './adapters/storage/s3-store.ts';
import { existingAccountMail, verificationMail } from './auth/auth-mails.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import { startJobQueue, type JobQueue } from './jobs/queue.ts';
import { sendMailJob } from './jobs/send-mail.ts';
import { ensureAccountRecords } from './modules/accounts/ensure-account-records.ts';
import { grantListedAdmin } from './modules/admin/grant-listed-admin.ts';
import { projectRoot } from './paths.ts';

/** Everything the HTTP app and the workers need; tests build their own. */
export type AppDeps = {
  env: Env;
  log: FastifyBaseLogger;
  database: Database;
  blobs: BlobStore;
  diskSigner?: ReturnType<typeof createDiskStore>;
  mailer: Mailer;
  ai: AiProvider;
  queue: JobQueue;
  auth: Auth;
  /** The one answer to "is this one of our own origins?" (auth's trusted origins, the Origin check). */
  isAllowedOrigin: (origin: string) => boolean;
};

const dataPath = (env: Env, ...parts: string[]) => path.resolve(projectRoot, env.DATA_DIR, ...parts);

/** Dev installs get a persistent generated secret so sessions survive restarts; production must set one. */
function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = dataPath(env, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function createDeps(env: Env, log: FastifyBaseLogger, database?: Database): Promise<AppDeps> {
  const db =
    database ??
    (env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : await openDatabase({
          kind: 'pglite',
          dataDir: path.resolve(projectRoot, env.PGLITE_DIR ?? dataPath(env, 'pg')),
        }));
  const secret = resolveAuthSecret(env);

  let blobs: BlobStore;
  let diskSigner: ReturnType<typeof createDiskStore> | undefined;
  if (env.S3_BUCKET) {
    blobs = createS3Store({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      defaultTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    });
  } else {
    diskSigner = createDiskStore({
      root: path.resolve(projectRoot, env.BLOB_DIR ?? dataPath(env, 'blobs')),
      publicUrl: env.PUBLIC_URL,
      signingSecret: `${secret}:blobs`,
      defaultTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    });
    blobs = diskSigner;
  }

  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(path.resolve(projectRoot, env.OUTBOX_DIR ?? dataPath(env, 'outbox')), env.MAIL_FROM, (line) =>
        log.info(line),
      );

  const queue = await startJobQueue(db, {
    pollSeconds: env.JOB_POLL_SECONDS,
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });

  const allowedOrigins = [new URL(env.PUBLIC_URL).origin, ...env.TRUSTED_ORIGINS];
  const isAllowedOrigin = (origin: string) => allowedOrigins.includes(origin.toLowerCase());
  const auth = createAuth({
    db: db.db,
    secret,
    baseURL: env.PUBLIC_URL,
    trustedOrigins: allowedOrigins,
    quiet: env.LOG_LEVEL === 'silent',
    log: (level, message) => log[level](`auth: ${message}`),
    sendResetPasswordMail: async (to, url) => {
      await queue.send(sendMailJob, {
        to: to.email,
        subject: 'Reset your Screenroom password',
        text: [
          `Hello ${to.name},`,
          '',
          'Someone asked to reset the password of your Screenroom account.',
          `Open this link within one hour to choose a new password:`,
          '',
          url,
          '',
          'If you did not ask for this, ignore this e-mail; your password stays as it is.',
        ].join('\n'),
      });
    },
    sendVerificationMail: async (to, url) => {
      await queue.send(sendMailJob, { to: to.email, ...verificationMail(to.name, url) });
    },
    sendExistingAccountMail: async (to) => {
      await queue.send(sendMailJob, { to: to.email, ...existingAccountMail(to.name, env.PUBLIC_URL) });
    },
    onUserCreated: (user) => ensureAccountRecords(db.db, user),
    onVerifiedUser: (user) => grantListedAdmin(db.db, user, env.ADMIN_EMAILS),
  });

  const ai = createAiProvider(env, log);

  return { env, log, database: db, blobs, diskSigner, mailer, ai, queue, auth, isAllowedOrigin };
}

export async function closeDeps(deps: AppDeps) {
  await deps.queue.stop();
  await deps.database.close();
}
