import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { candidateMessages } from '../../../core/candidate-messages.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import { CANCELLED_MESSAGE, type AiLogger } from './provider.ts';

export { CANCELLED_MESSAGE };

export type AiOperation = 'chat' | 'transcribe' | 'speak';

/** What a candidate may read when an operation fails (docs/product-rules.md §8); never the provider's own words. */
export const USER_FACING_FAILURE: Record<AiOperation, string> = {
  chat: candidateMessages.responseFailed,
  transcribe: candidateMessages.processingFailed,
  speak: 'Failed to generate speech. Please try again.',
};

/** Statuses where the provider is busy or broken rather than refusing our request. */
const isTransientStatus = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

function classify(error: unknown): { code: ErrorCode; reason: string; status?: number } {
  if (error instanceof APIUserAbortError) return { code: 'UNAVAILABLE', reason: 'aborted' };
  if (error instanceof APIConnectionTimeoutError) return { code: 'UNAVAILABLE', reason: 'timeout' };
  if (error instanceof APIConnectionError) return { code: 'UNAVAILABLE', reason: 'connection' };
  if (error instanceof APIError && typeof error.status === 'number') {
    return {
      code: isTransientStatus(error.status) ? 'UNAVAILABLE' : 'UPSTREAM',
      reason: `status ${error.status}`,
      status: error.status,
    };
  }
  if (error instanceof Error && error.name === 'AbortError') return { code: 'UNAVAILABLE', reason: 'aborted' };
  return { code: 'UPSTREAM', reason: 'unexpected' };
}

/**
 * Turns anything the SDK throws into an AppError with a user-facing message, logging the
 * raw error (with the provider's message) for operators only. AppErrors pass through.
 */
export function toAppError(error: unknown, operation: AiOperation, log: AiLogger): AppError {
  if (error instanceof AppError) return error;
  const { code, reason, status } = classify(error);
  // A candidate leaving the page aborts their request; that is not an operational error.
  const level = reason === 'aborted' ? 'info' : 'error';
  log[level]({ err: error, operation, reason, status }, `AI provider ${operation} failed (${reason})`);
  const message = reason === 'aborted' ? CANCELLED_MESSAGE : USER_FACING_FAILURE[operation];
  return new AppError(code, message, { operation, reason, ...(status === undefined ? {} : { status }) });
}

/** The error for a stream that stopped producing tokens (the SDK's own timeout ends once headers arrive). */
export function streamStalledError(log: AiLogger, idleMs: number): AppError {
  log.error({ operation: 'chat', idleMs }, 'AI provider chat stream stalled');
  return new AppError('UNAVAILABLE', USER_FACING_FAILURE.chat, { operation: 'chat', reason: 'stream-timeout' });
}
