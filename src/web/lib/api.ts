/** An error answered by our own API: `{ error: { code, message } }` with an HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A VALIDATION error's field-level messages (field name → message), when the server names them. */
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

async function readError(res: Response): Promise<ApiError> {
  let code = 'HTTP_' + res.status;
  let message = res.statusText || 'Request failed';
  let fields: Record<string, string> | undefined;
  try {
    const json = (await res.json()) as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
    if (json?.error) {
      if (typeof json.error.code === 'string') code = json.error.code;
      if (typeof json.error.message === 'string') message = json.error.message;
      fields = stringFields(json.error.fields);
    }
  } catch {
    // Not JSON (proxy error page, empty body): keep the status text.
  }
  return new ApiError(res.status, code, message, fields);
}

/** Sends a request to our API on the same origin; throws ApiError on non-2xx. */
export async function sendRequest(path: string, init: ApiInit = {}): Promise<Response> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let sendBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      sendBody = body;
    } else {
      sendBody = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
  }
  const res = await fetch(path, { ...rest, headers, body: sendBody, credentials: 'same-origin' });
  if (!res.ok) throw await readError(res);
  return res;
}

/** The parsed JSON of a successful answer; undefined for 204 or an empty body. */
export async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** The server's message for an error thrown by callApi (or anything else), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
