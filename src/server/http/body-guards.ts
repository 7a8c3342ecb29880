import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const NUL = '\u0000';

/** True when any string (or object key) inside `value` holds a NUL byte, which PostgreSQL text refuses. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
  }
  return false;
}

const isJson = (request: FastifyRequest) => /^application\/(.+\+)?json\b/i.test(request.headers['content-type'] ?? '');

/**
 * Refuses, before any handler runs: a NUL byte in the query, the params or a JSON body, and a JSON
 * body that is not an object (every JSON endpoint takes an object). Each gets 400, not a 500 from
 * the database or from code that expected an object.
 */
export function installBodyGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (/%00/.test(request.url) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError('VALIDATION', 'The request contains a NUL byte.');
    }
    // Raw bodies (the Stripe webhook verifies exact bytes) are the route's own business.
    if (request.body === undefined || Buffer.isBuffer(request.body) || !isJson(request)) return;
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new AppError('VALIDATION', 'The request body must be a JSON object.');
    }
    if (containsNul(body)) throw new AppError('VALIDATION', 'The request contains a NUL byte.');
  });
}
