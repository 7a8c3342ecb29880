import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';

export const METRICS_PATH = '/metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus exposition of this process's series. With METRICS_TOKEN set every scrape must send
 * `Authorization: Bearer <token>`; registered on the main port only when a token is set, and
 * always on the separate METRICS_PORT listener (docs/operations.md).
 */
export const metricsRoutes =
  (deps: Pick<AppDeps, 'env' | 'metrics'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const token = deps.env.METRICS_TOKEN;
      if (token) {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!sameSecret(given, token)) throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required.');
      }
      reply.header('content-type', deps.metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return deps.metrics.registry.metrics();
    });
  };
