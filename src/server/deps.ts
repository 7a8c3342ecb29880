import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAiProvider } from './adapters/ai/create-provider.ts';
import type { AiProvider } from './adapters/ai/provider.ts';
import { createTurnMeaningReader, type TurnMeaningReader } from './adapters/turn-meaning/turn-meaning.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail/mailer.ts';
import type { BlobStore } from './adapters/storage/blob-store.ts';
import { createDiskStore } from './adapters/storage/disk-store.ts';
import { createS3Store } from './adapters/storage/s3-store.ts';
import { invitationMail, verificationMail } from './auth/auth-mails.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { signUpCompanyName } from './auth/signup-context.ts';
import { createBoundedPool, type BoundedPool } from './bounded-pool.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { sttConcurrency, type Env } from './env.ts';
import { startJobQueue, type JobQueue } from './jobs/queue.ts';
import { sendMailJob } from './modules/notifications/send-mail.job.ts';
import { originPolicyFromEnv, type OriginPolicy } from './http/origins.ts';
import { ensureAccountRecords } from './modules/accounts/ensure-account-records.ts';
import { ensureOrganizationSubscription } from './modules/organizations/personal-organization.ts';
import { defaultOrganizationFor } from './modules/organizations/resolve-actor.ts';
import { dataPaths } from './data-paths.ts';
import { createLifecycle, type Lifecycle } from './observability/lifecycle.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { proveAddress } from './modules/accounts/prove-address.ts';
import { recordOrganizationChange } from './modules/organizations/record-organization-change.ts';
import { isReservedSlug } from '../core/organization-slugs.ts';
import { verifiedPrivilegeRefusal } from '../core/verified-privileges.ts';

/** Everything the HTTP app and the workers need; tests build their own. */
export type AppDeps = {
  env: Env;
  log: FastifyBaseLogger;
  database: Database;
  /** The drizzle handle use cases query through (`database.db`); see UseCaseContext. */
  db: Db;
  blobs: BlobStore;
  diskSigner?: ReturnType<typeof createDiskStore>;
  mailer: Mailer;
  ai: AiProvider;
  /**
   * Reads what a candidate's turn means (a sentence-embedding model shipped in a package, docs/decisions/0053), for
   * the interviewer's reading of the turn; absent (tests, tools), the rules alone read it.
   */
  turnMeaning?: TurnMeaningReader;
  /** Bounds how many answers are transcribed at once and how many may wait (STT_CONCURRENCY, STT_QUEUE_MAX). */
  transcription: BoundedPool;
  queue: JobQueue;
  auth: Auth;
  /** Which browser origins may call the API (auth, the Origin check) and which address links use. */
  origins: OriginPolicy;
  /** Prometheus series of this process (served at /metrics when enabled). */
  metrics: Metrics;
  /** Draining for a shutdown: readiness answers 503. */
  lifecycle: Lifecycle;
};

/** A drizzle handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction in it. */
export type DbOrTx = Db | Tx;

/**
 * The one first argument of every use case: the members of AppDeps it needs, picked by name
 * (docs/decisions/0052-use-case-context.md). `db` is the database; a use case that may run inside
 * its caller's transaction says so with `D = DbOrTx`, and the caller passes `{ ...ctx, db: tx }`.
 */
export type UseCaseContext<K extends keyof AppDeps, D extends DbOrTx = Db> = Pick<Omit<AppDeps, 'db'> & { db: D }, K>;

/** Dev installs get a persistent generated secret so sessions survive restarts; production must set one. */
function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = dataPaths(env).authSecretFile;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `holder` names this process to another one that finds the embedded database in use. */
export async function createDeps(
  env: Env,
  log: FastifyBaseLogger,
  database?: Database,
  holder = 'server',
): Promise<AppDeps> {
  const paths = dataPaths(env);
  const db =
    database ??
    (env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : await openDatabase({ kind: 'pglite', dataDir: paths.pgDir, holder }));
  const secret = resolveAuthSecret(env);
  const origins = originPolicyFromEnv(env);

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
      root: paths.blobDir,
      // Without PUBLIC_URL links are root-relative, so they work at whatever address the page uses.
      publicUrl: env.PUBLIC_URL,
      signingSecret: `${secret}:blobs`,
      defaultTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    });
    blobs = diskSigner;
  }

  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(paths.outboxDir, env.MAIL_FROM, (line) => log.info(line));

  const metrics = createMetrics();
  const queue = await startJobQueue(db, {
    pollSeconds: env.JOB_POLL_SECONDS,
    onError: (error) => log.error({ err: error }, 'job queue error'),
    onAttempt: (name, outcome, attempt) => metrics.jobAttempt(name, outcome, attempt.retryCount > 0),
  });

  const auth = createAuth({
    db: db.db,
    secret,
    origins,
    quiet: env.LOG_LEVEL === 'silent',
    log: (level, message) => log[level](`auth: ${message}`),
    sendResetPasswordMail: async (to, url) => {
      // url already points at the address the request came from (see auth.ts).
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
    sendInvitationMail: async (to, invitation, url) => {
      await queue.send(sendMailJob, { to: to.email, ...invitationMail(invitation, url) });
    },
    onUserCreated: (user) => ensureAccountRecords({ db: db.db }, { ...user, organizationName: signUpCompanyName() }),
    defaultOrganizationFor: (userId) => defaultOrganizationFor(db.db, userId),
    onOrganizationCreated: (created, user) => ensureOrganizationSubscription(db.db, created.id, user.id),
    onAddressProven: (user, keepSessionId) => proveAddress({ db: db.db }, user, keepSessionId, env.ADMIN_EMAILS),
    refusalForUnverified: verifiedPrivilegeRefusal,
    isReservedSlug,
    onOrganizationChange: (change, actorUserId) => recordOrganizationChange({ db: db.db }, change, actorUserId),
  });

  const ai = createAiProvider(env, log);
  const sttAtOnce = sttConcurrency(env);
  const transcription = createBoundedPool({
    concurrency: sttAtOnce,
    queueMax: env.STT_QUEUE_MAX ?? 4 * sttAtOnce,
    observe: (waitedMs, ranMs, outcome) => metrics.transcription(waitedMs / 1000, ranMs / 1000, outcome),
    onRefused: () => metrics.transcriptionRefused(),
  });
  metrics.watchTranscriptionPool(() => transcription.stats());

  return {
    env,
    log,
    database: db,
    db: db.db,
    blobs,
    diskSigner,
    mailer,
    ai,
    turnMeaning: createTurnMeaningReader(log),
    transcription,
    queue,
    auth,
    origins,
    metrics,
    lifecycle: createLifecycle(),
  };
}

export async function closeDeps(deps: AppDeps) {
  await deps.queue.stop();
  await deps.database.close();
}
