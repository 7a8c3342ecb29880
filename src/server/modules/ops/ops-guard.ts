import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Local operations (CLIs acting through the running server): only a process on this machine
 * that can read the lock file's token. Requests relayed by a proxy (forwarding headers) or
 * sent by a browser (Origin) are refused even from loopback.
 */
export function assertLocalOperator(request: FastifyRequest, token: string) {
  const remote = request.socket.remoteAddress ?? '';
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'origin'].some((h) => h in request.headers);
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
  if (!LOOPBACK.has(remote) || relayed || !tokenOk) throw new AppError('FORBIDDEN', 'Local operators only.');
}
