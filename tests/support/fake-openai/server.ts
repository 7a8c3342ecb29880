import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletionJson, chatChunk, streamTokens } from './wire-format.ts';

/**
 * A real HTTP server speaking the OpenAI wire format, for contract tests and benchmarks:
 * POST /v1/chat/completions (JSON, or SSE with `stream: true`), POST /v1/audio/transcriptions
 * (multipart) and POST /v1/audio/speech. It records every request and can be scripted to
 * fail or hang, with configurable latencies.
 */
export type ChatRequestBody = {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
  [key: string]: unknown;
};

export type RecordedFile = { field: string; name: string; type: string; size: number };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (chat, speech). */
  body?: any;
  /** Multipart text fields (transcriptions). */
  fields?: Record<string, string>;
  files?: RecordedFile[];
  /** The status the fake answered with (undefined while hanging). */
  status?: number;
};

export type FakeOpenAiConfig = {
  /** The assistant's reply; '' streams no content at all. */
  chatReply: string | ((body: ChatRequestBody) => string);
  transcription: string | ((fields: Record<string, string>, files: RecordedFile[]) => string);
  /** The segments' avg_logprob when a transcription asks for verbose_json (confidence = e^x). */
  transcriptionAvgLogprob: number;
  speechAudio: Buffer;
  /** Delay before the first streamed token (and before a JSON chat reply). */
  firstTokenDelayMs: number;
  /** Streaming speed; 0 sends tokens back to back. */
  tokensPerSecond: number;
  speechFirstByteDelayMs: number;
  /** Delay before a transcription answers. */
  transcriptionDelayMs: number;
};

type Failure = { status: number; headers: Record<string, string>; message: string; path?: string };
type Scripted =
  { kind: 'fail'; failure: Failure } | { kind: 'hang'; path?: string } | { kind: 'stall'; afterTokens: number };

export type FakeOpenAi = {
  /** Base URL to give the SDK (ends with /v1). */
  url: string;
  requests: RecordedRequest[];
  config: FakeOpenAiConfig;
  /** The next `count` requests (to `path`, when given) answer `status` with an OpenAI-style error body. */
  failNext(
    count: number,
    status: number,
    options?: { headers?: Record<string, string>; message?: string; path?: string },
  ): void;
  /** Every request from now on fails like that (until reset). */
  failAlways(status: number, options?: { headers?: Record<string, string>; message?: string }): void;
  /** The next `count` requests never answer. */
  hangNext(count: number, options?: { path?: string }): void;
  /** The next streamed chat sends `afterTokens` tokens, then goes silent without ending. */
  stallNextStream(afterTokens: number): void;
  /** Forgets recorded requests and scripted behaviour; keeps config. */
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_CONFIG: FakeOpenAiConfig = {
  chatReply: 'This is a reply from the fake OpenAI-compatible server.',
  transcription: 'This is a transcription from the fake server.',
  transcriptionAvgLogprob: -0.2,
  speechAudio: Buffer.from('ID3fake-mp3-audio-bytes'.repeat(64)),
  firstTokenDelayMs: 0,
  tokensPerSecond: 0,
  speechFirstByteDelayMs: 0,
  transcriptionDelayMs: 0,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The fake recogniser's pace: word i (0-based) begins at (i + 1) × this many seconds. */
export const WORD_SECONDS = 0.4;

async function parseMultipart(raw: Buffer, contentType: string) {
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(raw),
  }).formData();
  const fields: Record<string, string> = {};
  const files: RecordedFile[] = [];
  for (const [field, value] of form.entries()) {
    // A repeated field (`timestamp_granularities[]`) keeps every value, comma-separated.
    if (typeof value === 'string') fields[field] = field in fields ? `${fields[field]},${value}` : value;
    else files.push({ field, name: value.name, type: value.type, size: value.size });
  }
  return { fields, files };
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeOpenAi(config: Partial<FakeOpenAiConfig> = {}): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let script: Scripted[] = [];
  let alwaysFail: Failure | undefined;
  const settings: FakeOpenAiConfig = { ...DEFAULT_CONFIG, ...config };

  const takeScripted = (path: string, stream: boolean): Scripted | undefined => {
    const index = script.findIndex((s) =>
      s.kind === 'stall'
        ? stream
        : s.kind === 'fail'
          ? !s.failure.path || s.failure.path === path
          : !s.path || s.path === path,
    );
    return index === -1 ? undefined : script.splice(index, 1)[0];
  };

  async function handleChat(response: ServerResponse, record: RecordedRequest, scripted: Scripted | undefined) {
    const body = record.body as ChatRequestBody;
    const reply = typeof settings.chatReply === 'function' ? settings.chatReply(body) : settings.chatReply;
    const model = body.model;
    if (!body.stream) {
      await sleep(settings.firstTokenDelayMs);
      record.status = 200;
      return sendJson(response, 200, chatCompletionJson(model, reply));
    }
    record.status = 200;
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
    send(chatChunk(model, { role: 'assistant', content: '' }, null));
    await sleep(settings.firstTokenDelayMs);
    const stallAfter = scripted?.kind === 'stall' ? scripted.afterTokens : Infinity;
    let sent = 0;
    for (const token of streamTokens(reply)) {
      if (sent === stallAfter) return; // goes silent, connection left open
      if (sent > 0 && settings.tokensPerSecond > 0) await sleep(1000 / settings.tokensPerSecond);
      if (response.destroyed) return;
      send(chatChunk(model, { content: token }, null));
      sent++;
    }
    if (sent === stallAfter) return;
    send(chatChunk(model, {}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  async function handleSpeech(response: ServerResponse, record: RecordedRequest) {
    record.status = 200;
    response.writeHead(200, { 'content-type': 'audio/mpeg' });
    response.flushHeaders();
    await sleep(settings.speechFirstByteDelayMs);
    response.end(settings.speechAudio);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: `fake server bug: ${error.message}` } });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    const contentType = request.headers['content-type'] ?? '';
    const record: RecordedRequest = { method: request.method ?? 'GET', path, headers: request.headers };
    if (contentType.startsWith('application/json') && raw.length > 0) record.body = JSON.parse(raw.toString('utf8'));
    if (contentType.startsWith('multipart/form-data')) Object.assign(record, await parseMultipart(raw, contentType));
    requests.push(record);

    const scripted = takeScripted(path, record.body?.stream === true);
    if (scripted?.kind === 'hang') return;
    const failure = scripted?.kind === 'fail' ? scripted.failure : alwaysFail;
    if (failure) {
      record.status = failure.status;
      return sendJson(
        response,
        failure.status,
        { error: { message: failure.message, type: 'fake_error', param: null, code: null } },
        failure.headers,
      );
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') return handleChat(response, record, scripted);
    if (request.method === 'POST' && path === '/v1/audio/transcriptions') {
      const text =
        typeof settings.transcription === 'function'
          ? settings.transcription(record.fields ?? {}, record.files ?? [])
          : settings.transcription;
      await sleep(settings.transcriptionDelayMs);
      record.status = 200;
      if (record.fields?.response_format !== 'verbose_json') return sendJson(response, 200, { text });
      // Word timings when asked for: one word every WORD_SECONDS from WORD_SECONDS on.
      const spoken = text.split(/\s+/).filter(Boolean);
      const duration = Math.max(3, (spoken.length + 1) * WORD_SECONDS);
      const segment = { id: 0, start: 0, end: duration, text, avg_logprob: settings.transcriptionAvgLogprob };
      const wantsWords = (record.fields?.['timestamp_granularities[]'] ?? '').split(',').includes('word');
      const words = spoken.map((word, i) => ({
        word: word.replace(/[.,!?;:]+$/, ''),
        start: Math.round((i + 1) * WORD_SECONDS * 100) / 100,
        end: Math.round((i + 2) * WORD_SECONDS * 100) / 100,
      }));
      return sendJson(response, 200, {
        task: 'transcribe',
        language: 'english',
        duration,
        text,
        segments: [segment],
        ...(wantsWords ? { words } : {}),
      });
    }
    if (request.method === 'POST' && path === '/v1/audio/speech') return handleSpeech(response, record);
    record.status = 404;
    return sendJson(response, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const failureOf = (
    status: number,
    options: { headers?: Record<string, string>; message?: string; path?: string } = {},
  ) => ({
    status,
    headers: options.headers ?? {},
    message: options.message ?? `Fake provider error ${status}`,
    path: options.path,
  });

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    config: settings,
    failNext(count, status, options) {
      for (let i = 0; i < count; i++) script.push({ kind: 'fail', failure: failureOf(status, options) });
    },
    failAlways(status, options) {
      alwaysFail = failureOf(status, options);
    },
    hangNext(count, options = {}) {
      for (let i = 0; i < count; i++) script.push({ kind: 'hang', path: options.path });
    },
    stallNextStream(afterTokens) {
      script.push({ kind: 'stall', afterTokens });
    },
    reset() {
      requests.length = 0;
      script = [];
      alwaysFail = undefined;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
