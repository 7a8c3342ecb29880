/** Stable error codes. The UI maps codes to the spec's texts; the HTTP status follows the code. */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SUBSCRIPTION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The end of turn named answer segments the server never received (docs/decisions/0030). */
  SEGMENTS_MISSING: 409,
  /** An end of turn declared before the candidate went on speaking: the newer one counts (docs/decisions/0030). */
  ANSWER_CONTINUED: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }

  /**
   * Fields sent beside code and message: the segment indexes to upload again, or a form's
   * field-level messages (`fields`: field name → message) for a VALIDATION error.
   */
  get publicFields(): Record<string, unknown> {
    const details = this.details as { missing?: unknown; fields?: unknown } | undefined;
    if (this.code === 'SEGMENTS_MISSING' && Array.isArray(details?.missing)) return { missing: details.missing };
    if (this.code === 'VALIDATION' && details?.fields && typeof details.fields === 'object')
      return { fields: details.fields };
    return {};
  }

  /** Sent as Retry-After (seconds) when the error says to come back later. */
  get retryAfterSeconds(): number | undefined {
    const details = this.details as { retryAfterSeconds?: unknown } | undefined;
    return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Not authenticated');
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
/** A per-address or per-account rate limit was hit (routes that have no more specific text). */
export const tooManyRequests = () =>
  new AppError('RATE_LIMITED', 'Too many requests. Please wait a little and try again.');
