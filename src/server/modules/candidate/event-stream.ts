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
  const emit = (event: TurnEvent) => {
    if (!stream) {
      stream = new PassThrough();
      reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      void reply.send(stream);
    }
    stream.write(`${JSON.stringify(event)}\n`);
  };
  try {
    await work(emit);
  } catch (error) {
    if (!stream) throw error;
    reply.log.error({ err: error }, 'turn failed mid-stream');
    emit({ type: 'error', message: error instanceof AppError ? error.message : candidateMessages.responseFailed });
  }
  stream?.end();
  return reply;
}
