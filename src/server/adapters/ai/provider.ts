import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { InterviewPlan } from '../../../core/interview-plan.ts';

export type ChatRole = 'system' | 'user' | 'assistant';

export type ChatMessage = { role: ChatRole; content: string };

export type ChatOptions = {
  temperature: number;
  maxTokens: number;
  signal?: AbortSignal;
};

/** The message of the AppError a provider throws when the caller aborted the request. */
export const CANCELLED_MESSAGE = 'The request was cancelled.';

/** Where adapters log raw provider errors (pino, as everywhere else). */
export type AiLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type SpeechAudio = ReadableStream<Uint8Array> | Readable | Buffer;

/**
 * The outside AI world as the rest of the server sees it. What to ask and how to use the
 * answers (question count, word limit, closing line, feedback sections) is interview
 * policy and lives in `modules/interviews`, so every provider follows the same rules.
 *
 * Every method fails with an `AppError` ('UPSTREAM' or 'UNAVAILABLE') whose message is
 * safe to show to a candidate; raw provider errors are only logged.
 */
export interface AiProvider {
  readonly kind: 'builtin' | 'openai-compatible';
  /** Speech-to-text of one recorded answer. */
  transcribe(audio: Buffer, mime: string): Promise<string>;
  /** A chat completion streamed as text deltas, in order. */
  chat(messages: ChatMessage[], opts: ChatOptions): AsyncIterable<string>;
  /** Text-to-speech; absent when the provider cannot speak (the browser speaks instead). */
  speak?(text: string): Promise<SpeechAudio>;
  /** Whether `transcribe` can work here; when false the candidate types answers. */
  canTranscribe(): Promise<boolean>;
  /** "Draft from the job description": a proposed interview plan, valid by the plan contract. */
  draftPlan(posting: { title: string; description: string }, opts?: { signal?: AbortSignal }): Promise<InterviewPlan>;
}

/** Collects a whole streamed chat reply. */
export async function collectChat(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const delta of stream) text += delta;
  return text;
}
