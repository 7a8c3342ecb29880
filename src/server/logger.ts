import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Env } from './env.ts';

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;
/** Query parameters whose values are secrets or personal data. */
const SECRET_QUERY =
  /([?&](?:token|sig|signature|expires|email|code|key|secret|password|callbackURL|X-Amz-[A-Za-z-]+)=)[^&#\s"]*/gi;
/**
 * Path segments that are tokens: better-auth's reset link, a member invitation's id (the page
 * `/invitations/:id`), a candidate's personal invitation (`/invite/:token`,
 * `/api/public/invitations/:token`) and second-round link (`/second-round/:token`,
 * `/api/public/second-round/:token/pick`). A posting's `/invitations/import` is a route, not a token.
 */
const SECRET_PATH = /(\/(?:reset-password|invite|invitations|second-round)\/)(?!import(?:[/?#\s"]|$))[^/?#\s"]+/gi;
/** better-auth reads a member invitation by its id in the query. */
const SECRET_ID_QUERY = /(\/get-invitation\?(?:[^#\s"]*&)?id=)[^&#\s"]*/gi;

/** Removes tokens, link signatures and e-mail addresses from a URL or a log message. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_PATH, '$1[redacted]')
    .replace(SECRET_ID_QUERY, '$1[redacted]')
    .replace(SECRET_QUERY, '$1[redacted]')
    .replace(EMAIL, '[email]');
}

type RawRequest = { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * Logger settings for every process: headers that carry credentials are censored, request URLs
 * and every message string go through `redactText`.
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-candidate-token"]',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: RawRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactText(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(args, method) {
        const clean = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as typeof args;
        method.apply(this, clean);
      },
    },
  };
}

/**
 * Development (`NODE_ENV=development`, the default of `npm start`): readable single lines —
 * time, level, message — with one line per request written by the app (see `buildApp`).
 * Test and production: JSON lines, one object per event, for log collectors.
 */
export const readableLogs = (env: Partial<Pick<Env, 'NODE_ENV'>>) => env.NODE_ENV === 'development';

export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'> & Partial<Pick<Env, 'NODE_ENV'>>,
  destination?: DestinationStream,
) {
  const options = loggerOptions(env);
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    transport: readableLogs(env)
      ? {
          target: 'pino-pretty',
          options: {
            translateTime: 'HH:MM:ss',
            ignore: 'pid,hostname,reqId',
            singleLine: true,
            colorize: Boolean(process.stdout.isTTY),
          },
        }
      : undefined,
  });
}

/** Development's request log: `GET /api/me 200 12 ms`, one line when the response is done. */
export class ReadableRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
