/**
 * Signed webhooks of an organization (docs/decisions/0027-webhooks.md): the event types, the
 * endpoint URL rule, the retry schedule and the auto-disable rule. Pure, shared by server and web.
 */

/** Every event a webhook endpoint may subscribe to; the one list. */
export const WEBHOOK_EVENT_TYPES = [
  'interview.started',
  'interview.submitted',
  'assessment.completed',
  'decision.made',
  'invitation.expired',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'interview.started': 'A candidate started an interview',
  'interview.submitted': 'A candidate submitted an interview',
  'assessment.completed': 'The assessment of an interview is ready',
  'decision.made': 'A candidate was accepted or rejected',
  'invitation.expired': 'An invitation expired unused',
};

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints per organization. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** Secrets are `whsec_` + base64 of this many random bytes (Standard Webhooks allows 24–64). */
export const WEBHOOK_SECRET_BYTES = 32;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** After a rotation the old secret also signs for this long, so receivers can switch without losing events. */
export const WEBHOOK_ROTATION_GRACE_HOURS = 24;

/** One attempt waits at most this long for an answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries one process sends at once, so a receiver that never answers does not hold up the others. */
export const WEBHOOK_DELIVERY_CONCURRENCY = 5;
/** Characters of the receiver's answer kept per attempt (stored as text, shown as text). */
export const WEBHOOK_EXCERPT_MAX = 1024;

/** Retries: the first after the base delay (30 s by default), then doubling, at most 1 hour apart … */
export const WEBHOOK_RETRY_BASE_SECONDS = 30;
export const WEBHOOK_RETRY_MAX_DELAY_SECONDS = 3600;
/** … and none once this long has passed since the first attempt: the delivery has failed. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 24;

/** Finished deliveries (and their attempts) are kept this long in the log, then deleted by the sweep. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;

/** A 2xx answer is a success; anything else (or no answer) is a failed attempt. */
export const isDeliverySuccess = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

/** Seconds to wait after failed attempt `attempt` (1 = the first): base × 2^(attempt−1), capped. */
export function retryDelaySeconds(attempt: number, baseSeconds = WEBHOOK_RETRY_BASE_SECONDS): number {
  const delay = baseSeconds * 2 ** Math.max(0, attempt - 1);
  return Math.min(delay, Math.max(baseSeconds, WEBHOOK_RETRY_MAX_DELAY_SECONDS));
}

/**
 * When to try again after failed attempt `attempt`, or null when the delivery has failed for
 * good: the next try would fall after the retry window that began with the first attempt.
 */
export function nextAttemptAt(input: {
  attempt: number;
  firstAttemptAt: Date;
  now: Date;
  baseSeconds?: number;
}): Date | null {
  const next = new Date(input.now.getTime() + retryDelaySeconds(input.attempt, input.baseSeconds) * 1000);
  const windowEnd = input.firstAttemptAt.getTime() + WEBHOOK_RETRY_WINDOW_HOURS * 3600_000;
  return next.getTime() > windowEnd ? null : next;
}

/**
 * Auto-disable: when a delivery fails for good (24 hours of retries) and the endpoint has not
 * answered any attempt with success since that delivery's first attempt, the endpoint is
 * disabled — it has been failing for a whole day. One success in between keeps it enabled.
 */
export function shouldDisableEndpoint(input: { lastSuccessAt: Date | null; failedDeliveryFirstAttemptAt: Date }) {
  return input.lastSuccessAt === null || input.lastSuccessAt < input.failedDeliveryFirstAttemptAt;
}

export const webhookMessages = {
  urlInvalid: 'Enter a full web address starting with https:// (or http:// outside production)',
  urlTooLong: `A webhook address must be at most ${WEBHOOK_URL_MAX} characters`,
  urlCredentials: 'A webhook address must not contain a user name or password',
  httpsRequired: 'Webhook addresses must use https',
  privateAddress:
    'This address points into a private network or to this server; webhooks may only go to public addresses. The operator can allow private networks with the setting WEBHOOK_ALLOW_PRIVATE_NETWORKS=true.',
  eventsRequired: 'Choose at least one event',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: `An organization can have at most ${WEBHOOK_ENDPOINTS_MAX} webhooks`,
  disabledEndpoint: 'The webhook is disabled',
} as const;

/**
 * Is this a usable endpoint address? http(s) only (https when `requireHttps`), at most 2,000
 * characters, no user name or password. Returns the message to show, or null when it is fine.
 * Where the host points (private networks) is checked by the server when it sends.
 */
export function webhookUrlProblem(value: string, options: { requireHttps: boolean }): string | null {
  if (value.length > WEBHOOK_URL_MAX) return webhookMessages.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return webhookMessages.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return webhookMessages.urlInvalid;
  if (!url.hostname) return webhookMessages.urlInvalid;
  if (url.username || url.password) return webhookMessages.urlCredentials;
  if (options.requireHttps && url.protocol !== 'https:') return webhookMessages.httpsRequired;
  return null;
}

/** The e-mail the organization's owners get once when an endpoint is disabled. */
export function webhookDisabledMail(input: { url: string; organizationName: string; manageUrl: string }) {
  return {
    subject: 'A webhook of your Screenroom organization was disabled',
    text: [
      'Hello,',
      '',
      `Your webhook to ${input.url} (organization "${input.organizationName}") was disabled after its deliveries ` +
        `failed for ${WEBHOOK_RETRY_WINDOW_HOURS} hours without a single successful answer.`,
      '',
      'No further events are sent to it. When the receiver works again, enable the webhook and redeliver the',
      'failed events from its delivery log:',
      '',
      input.manageUrl,
    ].join('\n'),
  };
}
