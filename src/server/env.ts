import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { AUDIT_MIN_RETENTION_DAYS } from '../core/audit.ts';
import { WEBHOOK_RETRY_BASE_SECONDS } from '../core/webhooks.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * Which hops may set X-Forwarded-For: unset trusts none (the socket address is the client), a
 * number trusts that many hops in front of us, a list names proxy addresses or CIDR ranges.
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const entry of entries) {
      if (!/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(entry)) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not a hop count, an IP address or a CIDR range` });
        return z.NEVER;
      }
    }
    return entries;
  });

/** An IANA time zone name this runtime knows (what the job schedules are read in). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every setting the server reads. Parsed once at start; a bad value stops the process
 * with a message naming the variable. Nothing here reaches the browser except what
 * `publicConfig` in the config route chooses to expose.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset (not in production): any local address of this machine works; see http/origins.ts. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** Prometheus metrics: with a token, /metrics on PORT needs `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** A second listener for /metrics and the health probes only (e.g. bound to a private interface). */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: optionalString,
  /** How long a shutdown waits for in-flight requests (streaming turns) before closing them. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  DATA_DIR: z.string().default('./data'),

  DATABASE_URL: optionalString.pipe(z.url().optional()),
  PGLITE_DIR: optionalString,

  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUSTED_ORIGINS: csv,
  TRUSTED_PROXIES: trustedProxies,

  BLOB_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(false),
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),

  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Screenroom <no-reply@screenroom.local>'),
  OUTBOX_DIR: optionalString,
  SUPPORT_EMAIL: z.email().default('support@screenroom.local'),

  ADMIN_EMAILS: csv,

  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AUTH_PER_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Sign-up answers "An account with this email already exists" (PRODUCT-SPEC), which tells whether
   * an address has an account: after this many such answers to one IP per auth window, that IP may
   * not sign up at all until the window ends (docs/decisions/0042).
   */
  RATE_LIMIT_SIGNUP_DUPLICATES_PER_IP: z.coerce.number().int().min(1).default(5),

  RATE_LIMIT_INTAKE_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_INTAKE_PER_POSTING: z.coerce.number().int().min(1).default(500),
  RATE_LIMIT_TURNS_PER_INTERVIEW: z.coerce.number().int().min(1).default(120),
  /** Speech segments one interview may upload per public window (docs/decisions/0030): ~10 answers of 2 minutes cut every ~10 s, with retries. */
  RATE_LIMIT_SEGMENTS_PER_INTERVIEW: z.coerce.number().int().min(1).default(600),
  /** Changes to a candidate's accommodations ("I need more time to think") per interview per public window. */
  RATE_LIMIT_ACCOMMODATIONS_PER_INTERVIEW: z.coerce.number().int().min(1).default(30),
  /** Calls to the candidate's "your data" page (view, download, delete) per IP per public window. */
  RATE_LIMIT_YOUR_DATA_PER_IP: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),

  /** Decision e-mails go out from our address: bounded per sending account and per recipient. */
  RATE_LIMIT_DECISION_MAIL_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_DECISION_MAIL_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Comments a member may post on interviews per window (docs/decisions/0024-shared-review.md). */
  RATE_LIMIT_REVIEW_COMMENTS_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_REVIEW_COMMENTS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_DECISION_MAIL_PER_RECIPIENT: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_DECISION_MAIL_RECIPIENT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(86_400),
  /** Bulk actions of the candidates table per member (docs/decisions/0041-decisions-revisited.md). */
  RATE_LIMIT_BULK_ACTIONS_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_BULK_ACTIONS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Member invitations go out from our address (docs/decisions/0028): per inviting account and per
   * invited address (all accounts together), per member-invitation window.
   */
  RATE_LIMIT_MEMBER_INVITES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_MEMBER_INVITES_PER_RECIPIENT: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_MEMBER_INVITES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(86_400),
  /**
   * E-mails that anyone can make us send to a typed address without signing in (alternative-process
   * confirmations, "continue your application" links): per address per public window.
   */
  RATE_LIMIT_PUBLIC_MAIL_PER_RECIPIENT: z.coerce.number().int().min(1).default(5),
  /** "Draft from job description" calls the AI provider (a paid call on hosted models): per account per hour. */
  RATE_LIMIT_PLAN_DRAFTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  /** "Send again" on a webhook delivery posts to an outside address: per endpoint per window. */
  RATE_LIMIT_WEBHOOK_REDELIVERIES_PER_ENDPOINT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WEBHOOK_REDELIVERIES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),

  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** The daily submission digest goes out at five past this hour (0–23) … */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** … in this IANA time zone (e.g. Europe/Berlin). */
  DIGEST_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone such as UTC or Europe/Berlin'),
  /**
   * May webhooks go to loopback, private and link-local addresses and this machine's own
   * (docs/decisions/0029-security-round-3-data.md)? Opt-in in every mode: `npm start` leaves
   * NODE_ENV unset, and a self-hosted instance must not read its own network for an admin.
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  /** Seconds before the first webhook retry; later ones double. Lowered by tests only. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(WEBHOOK_RETRY_BASE_SECONDS),
  /** Days the audit log is kept; never under the legal floor (docs/decisions/0020-audit-log-and-oversight.md). */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_MIN_RETENTION_DAYS, `must be at least ${AUDIT_MIN_RETENTION_DAYS} (six months)`)
    .max(36_500)
    .default(AUDIT_MIN_RETENTION_DAYS),

  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  AI_STT_MODEL: z.string().default('whisper-1'),
  AI_TTS_MODEL: z.string().default('tts-1'),
  AI_TTS_VOICE: z.string().default('alloy'),
  /** Ratings per assessment; above 1 each is sampled and the median per competency is kept (core/scorecard/median-draft.ts). */
  AI_ASSESSOR_SAMPLES: z.coerce.number().int().min(1).max(9).default(1),
  /** Comma-separated models that each rate the interview (AI_ASSESSOR_SAMPLES times); default AI_CHAT_MODEL. */
  AI_ASSESSOR_MODELS: optionalString,
  /**
   * Transcriptions running at once. Builtin: each is a pocketsphinx (+ ffmpeg) process using a core,
   * so the default is the CPU count. OpenAI-compatible: each is an HTTP request, so the default is
   * REMOTE_STT_CONCURRENCY (segments of many speaking candidates arrive together). See sttConcurrency().
   */
  STT_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  /** Answers allowed to wait for a transcription place; past it an answer gets 503 + Retry-After. Default 4 × STT_CONCURRENCY. */
  STT_QUEUE_MAX: z.coerce.number().int().min(0).optional(),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_PROFESSIONAL: optionalString,
  /** Optional annual prices; without them checkout uses the monthly price whatever the cycle asked. */
  STRIPE_PRICE_STARTER_ANNUAL: optionalString,
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
});

export type Env = z.infer<typeof envSchema>;

/**
 * The one billing switch (docs/decisions/0004-billing.md): billing is on iff STRIPE_SECRET_KEY is
 * set (the webhook secret is then required). Off, every organization is active and unlimited.
 */
export const billingEnabledIn = (env: Pick<Env, 'STRIPE_SECRET_KEY'>): boolean => Boolean(env.STRIPE_SECRET_KEY);

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new EnvError(['AUTH_SECRET: required when NODE_ENV=production']);
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    throw new EnvError(['PUBLIC_URL: required when NODE_ENV=production (the https address users open)']);
  }
  if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(['S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither']);
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new EnvError(['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set']);
  }
  return env;
}

/** Remote transcriptions (OpenAI-compatible) at once by default: requests waiting on a network, not CPU. */
export const REMOTE_STT_CONCURRENCY = 64;

/** STT_CONCURRENCY, or its default for the engine in use (docs/decisions/0013, 0030). */
export const sttConcurrency = (env: Pick<Env, 'STT_CONCURRENCY' | 'AI_API_KEY'>) =>
  env.STT_CONCURRENCY ?? (env.AI_API_KEY ? REMOTE_STT_CONCURRENCY : availableParallelism());
