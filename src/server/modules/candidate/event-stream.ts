import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { candidateMessages, type TurnEvent } from '../../../core/api/candidate.ts';
import { AppError } from '../../errors.ts';

/**
 * Runs `work`, streaming its events as NDJSON. Until the first event the request can still
 * fail with a normal HTTP error; after it, a failure becomes an `error` event.
 */
export async function streamEvents(
  reply: FastifyReply,
  work: (emit: (event: TurnEvent) => void) => Promise<void>,
): Promise<FastifyReply> {
  let stream: PassThrough | undefined;
  // Events of the same tick go out in one write: fewer syscalls, same latency.
  let pending: string[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    if (pending.length === 0) return;
    stream?.write(pending.join(''));
    pending = [];
  };
  const emit = (event: TurnEvent) => {
    if (!stream) {
      stream = new PassThrough();
      reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      void reply.send(stream);
    }
    pending.push(`${JSON.stringify(event)}\n`);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  };
  try {
    await work(emit);
  } catch (error) {
    if (!stream) throw error;
    reply.log.error({ err: error }, 'turn failed mid-stream');
    emit({ type: 'error', message: error instanceof AppError ? error.message : candidateMessages.responseFailed });
  }
  flush();
  stream?.end();
  return reply;
}

const REPLY_EVENTS = new Set<TurnEvent['type']>(['delta', 'bot', 'audio']);

/** Calls `onFirst` once, at the first event of the interviewer's reply (for the reply-latency metric). */
export function onFirstReplyEvent(emit: (event: TurnEvent) => void, onFirst: () => void) {
  let seen = false;
  return (event: TurnEvent) => {
    if (!seen && REPLY_EVENTS.has(event.type)) {
      seen = true;
      onFirst();
    }
    emit(event);
  };
}
