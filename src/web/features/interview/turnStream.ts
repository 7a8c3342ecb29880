import type { TurnEvent } from '../../../core/api/candidate';
import { urlOf } from '../../../core/api/endpoint';
import { candidateEndpoints as endpoints } from '../../../core/api/endpoints/candidate';
import { GENERATION_FIELD, SEGMENTS_FIELD, SEGMENTS_MISSING_CODE } from '../../../core/answer-segments';
import { ApiError } from '../../lib/api';
import { tokenHeaders, type CandidateSession } from './api';

/** One request that makes the interviewer speak: the opening/owed reply, or an answer to reply to. */
/**
 * `segments`: the answer was uploaded as speech segments while the candidate spoke (api.ts
 * `uploadSegment`); this many (indexes 0..segments-1) make the answer. The recording, if sent, is
 * then only stored for playback (it may also follow later with `uploadRecording`).
 * `durationMs`: how long the candidate spoke (shown as "Answer recorded · 0:31"; not sent).
 */
export type TurnRequest =
  | { kind: 'next' }
  | {
      kind: 'answer';
      seq: number;
      text?: string;
      recording?: Blob;
      segments?: number;
      /** The answer generation the page knows (GENERATION_FIELD): a stale end of turn stores nothing. */
      generation?: number;
      durationMs?: number;
    };

export type TurnStreamOptions = {
  onEvent: (event: TurnEvent) => void;
  /** Called before every attempt (1, 2, ...): a retry streams the reply again from its start. */
  onAttempt?: (attempt: number) => void;
  signal?: AbortSignal;
  /** Pauses before retries 1, 2, 3 (the upload is attempted 1 + length times). */
  retryDelaysMs?: number[];
  /** The server is busy (503 + Retry-After): the same request is sent again after `waitMs`. */
  onBusy?: (waitMs: number) => void;
};

/** The end of turn named segments the server never received: upload these indexes again, then repeat the call. */
export class SegmentsMissingError extends ApiError {
  constructor(
    message: string,
    readonly missing: number[],
  ) {
    super(409, SEGMENTS_MISSING_CODE, message);
    this.name = 'SegmentsMissingError';
  }
}

/** A failure worth trying again: the network, a 5xx, a stream cut short or an error event. */
export class TurnStreamError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /** Set when the server asked to come back later (Retry-After); nothing was stored. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TurnStreamError';
  }
}

const DEFAULT_DELAYS = [1000, 2000, 4000];
/** How often a busy server is asked again before the candidate is shown Retry (about 10 minutes at 20 s). */
const MAX_BUSY_RETRIES = 30;
const MAX_BUSY_WAIT_MS = 60_000;

/** Retry-After in seconds (the only form our server sends), as milliseconds within 1–60 s. */
export function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  if (!header || !Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(MAX_BUSY_WAIT_MS, Math.max(1000, seconds * 1000));
}

/** Parses an NDJSON body line by line as it arrives. */
export async function* readNdjson(body: ReadableStream<Uint8Array>): AsyncGenerator<TurnEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as TurnEvent;
      newline = buffer.indexOf('\n');
    }
    if (done) break;
  }
  if (buffer.trim()) yield JSON.parse(buffer) as TurnEvent;
}

function requestInit(session: CandidateSession, request: TurnRequest, signal?: AbortSignal): [string, RequestInit] {
  const params = { interviewId: session.interviewId };
  const headers = { ...tokenHeaders(session), Accept: 'application/x-ndjson' };
  // Streamed NDJSON, read as it comes: fetch with the declared path rather than callApi.
  if (request.kind === 'next') return [urlOf(endpoints.next, { params }), { method: 'POST', headers, signal }];
  const body = new FormData();
  body.set('seq', String(request.seq));
  if (request.segments !== undefined) body.set(SEGMENTS_FIELD, String(request.segments));
  if (request.generation !== undefined) body.set(GENERATION_FIELD, String(request.generation));
  if (request.text) body.set('text', request.text);
  if (request.recording) body.set('recording', request.recording, 'answer.webm');
  return [urlOf(endpoints.answer, { params }), { method: 'POST', headers, body, signal }];
}

async function failure(res: Response): Promise<Error> {
  let message = res.statusText || 'Request failed';
  let code = `HTTP_${res.status}`;
  try {
    const json = (await res.json()) as { error?: { message?: string; code?: string; missing?: unknown } };
    message = json.error?.message ?? message;
    code = json.error?.code ?? code;
    const missing = json.error?.missing;
    if (code === SEGMENTS_MISSING_CODE && Array.isArray(missing)) {
      return new SegmentsMissingError(
        message,
        missing.filter((n): n is number => Number.isInteger(n)),
      );
    }
  } catch {
    // Not JSON: keep the status text.
  }
  if (res.status === 503) {
    return new TurnStreamError(message, true, res.status, retryAfterMs(res.headers.get('retry-after')));
  }
  if (res.status >= 500) return new TurnStreamError(message, true, res.status);
  return new ApiError(res.status, code, message);
}

/** One attempt; true when the stream carried a reply (`bot`) or an `empty` verdict. */
async function attempt(
  session: CandidateSession,
  request: TurnRequest,
  options: TurnStreamOptions,
  progress: { answered: boolean },
) {
  const [url, init] = requestInit(session, request, options.signal);
  const res = await fetch(url, { ...init, credentials: 'same-origin' });
  if (!res.ok) throw await failure(res);
  if (!res.body) throw new TurnStreamError('The reply did not arrive.', true);
  let complete = false;
  try {
    for await (const event of readNdjson(res.body)) {
      if (event.type === 'error') {
        if (complete) continue;
        throw new TurnStreamError(event.message, true);
      }
      if (event.type === 'answer') progress.answered = true;
      options.onEvent(event);
      if (event.type === 'bot' || event.type === 'empty') complete = true;
    }
  } catch (error) {
    // Once the reply is stored and shown, a cut in the trailing speech audio is not worth a retry.
    if (!complete) throw error;
  }
  return complete;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Sends a turn and feeds its events to `onEvent`, retrying with backoff on network and server
 * failures. Retries are safe: an answer with the same seq is stored once, and once the server has
 * confirmed the answer the retry only asks for the reply still owed (`/next`) instead of uploading again.
 */
export async function streamTurn(session: CandidateSession, request: TurnRequest, options: TurnStreamOptions) {
  const delays = options.retryDelaysMs ?? DEFAULT_DELAYS;
  const progress = { answered: false };
  let busyRetries = 0;
  for (let n = 0, attemptNo = 1; ; attemptNo++) {
    options.onAttempt?.(attemptNo);
    try {
      const current: TurnRequest = progress.answered ? { kind: 'next' } : request;
      if (await attempt(session, current, options, progress)) return;
      throw new TurnStreamError('The connection was interrupted.', true);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // A full transcription queue is not a failure: wait as told and send the same answer again.
      if (error instanceof TurnStreamError && error.retryAfterMs !== undefined && busyRetries < MAX_BUSY_RETRIES) {
        busyRetries++;
        options.onBusy?.(error.retryAfterMs);
        await wait(error.retryAfterMs, options.signal);
        continue;
      }
      const retryable = error instanceof TurnStreamError ? error.retryable : !(error instanceof ApiError);
      if (!retryable || n >= delays.length) throw error;
      await wait(delays[n++]!, options.signal);
    }
  }
}
