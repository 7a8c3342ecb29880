import { runningTestApp } from './test-app.ts';
import { pathOf, verificationLinkFor } from './verification.ts';

/** A small cookie-keeping HTTP client that behaves like a browser on our origin. */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const headers: Record<string, string> = { origin: this.baseUrl, ...this.headers, ...extraHeaders };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, bytes, json: json as any };
  }

  /** Holds a cookie as if the server had set it (row factories sign sessions in this way). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);
  delete = (path: string) => this.request('DELETE', path);
}

let counter = 0;
export const uniqueEmail = (prefix = 'employer') => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

/**
 * Signs up a fresh employer through the real auth API and opens the verification link the app
 * queued (as the owner would from the e-mail), which signs them in. Returns the signed-in client.
 * `verify: false` signs in with the password instead and leaves the address unverified.
 */
export async function signUpEmployer(
  baseUrl: string,
  overrides: { name?: string; email?: string; password?: string; verify?: boolean } = {},
) {
  const { verify = true, ...fields } = overrides;
  const client = new HttpClient(baseUrl);
  const account = { name: 'Erin Employer', email: uniqueEmail(), password: 'correct-horse-9', ...fields };
  const response = await client.post('/api/auth/sign-up/email', account);
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  const app = runningTestApp(baseUrl);
  if (verify && app) {
    const link = await verificationLinkFor(app.deps.database, account.email);
    const opened = await client.get(pathOf(link));
    if (opened.status !== 302) throw new Error(`verification failed: ${opened.status} ${opened.text}`);
  } else {
    const signedIn = await client.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.text}`);
  }
  return { client, account, userId: response.json.user.id as string };
}
