import os from 'node:os';
import type { Env } from '../env.ts';

/**
 * The one home of "which addresses may use this server, and which address do links point to".
 *
 * - With `PUBLIC_URL` set (always in production): that origin plus `TRUSTED_ORIGINS`, nothing
 *   else; links use `PUBLIC_URL`.
 * - Without it (the embedded first run): http on the listening port at localhost, 127.0.0.1,
 *   [::1], the machine's host name and every address of its network interfaces, plus
 *   `TRUSTED_ORIGINS`; links use the address the request came from, else http://localhost:PORT.
 */
export type OriginPolicy = {
  /** PUBLIC_URL without trailing slash, when configured. */
  readonly configured: string | undefined;
  /** Whether a browser page at this origin ("http://host:port") may call the API. */
  isAllowed(origin: string | undefined | null): boolean;
  /** Every origin allowed right now (better-auth's trustedOrigins). */
  allowedOrigins(): string[];
  /** Base URL (no trailing slash) for links made while answering a request with these headers. */
  baseUrlFor(headers: HeaderSource): string;
  /**
   * The allowed origin a request came from (its Origin header, else its Host), never an address
   * the policy does not allow; undefined when PUBLIC_URL is set or nothing allowed is named.
   */
  originOf(headers: HeaderSource): string | undefined;
  /** Base URL when no request tells: PUBLIC_URL, else http://localhost:PORT. */
  defaultBaseUrl(): string;
  /** The text a refused origin gets: names the address to use. */
  refusal(origin: string): string;
  /** The addresses to print once listening (all interfaces when bound to a wildcard host). */
  startUrls(): string[];
  /** Records the port actually bound (PORT=0 picks one). */
  listening(port: number): void;
};

/** Fastify's request.headers, a Fetch Headers, or a plain record. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export type OriginPolicyOptions = {
  publicUrl: string | undefined;
  trustedOrigins: readonly string[];
  port: number;
  host: string;
  /** The machine's addresses; defaults to os.networkInterfaces() read at each call. */
  interfaceAddresses?: () => string[];
  hostname?: () => string;
};

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** "http://Host:80/x" → "http://host:80"; anything unparsable → undefined. */
export function normalizeOrigin(value: string | undefined | null): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** IPv4 and IPv6 addresses of every interface (link-local IPv6 left out: browsers need a zone id). */
export function machineAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((info) => info !== undefined)
    .filter((info) => !(info.family === 'IPv6' && info.address.toLowerCase().startsWith('fe80')))
    .map((info) => info.address);
}

const hostPart = (address: string) => (address.includes(':') ? `[${address}]` : address);

export function defaultBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, port = env.PORT): string {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${port}`;
}

export function createOriginPolicy(options: OriginPolicyOptions): OriginPolicy {
  const configured = options.publicUrl?.replace(/\/+$/, '');
  const extra = options.trustedOrigins.map(normalizeOrigin).filter((o) => o !== undefined);
  const interfaces = options.interfaceAddresses ?? machineAddresses;
  const hostname = options.hostname ?? os.hostname;
  let port = options.port;

  const localHosts = () => [
    ...new Set(['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase(), ...interfaces().map(hostPart)]),
  ];

  function allowedOrigins(): string[] {
    if (configured) return [new URL(configured).origin, ...extra];
    return [...localHosts().map((h) => new URL(`http://${h}:${port}`).origin), ...extra];
  }

  function isAllowed(origin: string | undefined | null): boolean {
    const normalized = normalizeOrigin(origin);
    return normalized !== undefined && allowedOrigins().includes(normalized);
  }

  const policy: OriginPolicy = {
    configured,
    isAllowed,
    allowedOrigins,
    defaultBaseUrl: () => configured ?? `http://localhost:${port}`,
    originOf(headers) {
      if (configured) return undefined;
      const origin = normalizeOrigin(header(headers, 'origin'));
      // A page at a foreign origin gets nothing, whatever Host it reached us by.
      if (origin) return isAllowed(origin) ? origin : undefined;
      const host = header(headers, 'host');
      const fromHost = host ? normalizeOrigin(`http://${host}`) : undefined;
      return fromHost && isAllowed(fromHost) ? fromHost : undefined;
    },
    baseUrlFor(headers) {
      return configured ?? policy.originOf(headers) ?? policy.defaultBaseUrl();
    },
    refusal(origin) {
      const target = configured ?? policy.defaultBaseUrl();
      return (
        `This Screenroom server is configured for ${target}, not ${normalizeOrigin(origin) ?? origin}. ` +
        `Open ${target}, or set PUBLIC_URL (or TRUSTED_ORIGINS) to the address you use.`
      );
    },
    startUrls() {
      if (configured) return [configured];
      if (!WILDCARD_HOSTS.has(options.host)) return [`http://${hostPart(options.host)}:${port}`];
      const addresses = interfaces().filter((a) => options.host === '::' || !a.includes(':'));
      const isLoopback = (a: string) => a === '127.0.0.1' || a === '::1';
      const loopback = addresses.filter(isLoopback);
      const others = addresses.filter((a) => !isLoopback(a));
      return [`http://localhost:${port}`, ...[...loopback, ...others].map((a) => `http://${hostPart(a)}:${port}`)];
    },
    listening(actual) {
      port = actual;
    },
  };
  return policy;
}

export function originPolicyFromEnv(env: Env): OriginPolicy {
  return createOriginPolicy({
    publicUrl: env.PUBLIC_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    port: env.PORT,
    host: env.HOST,
  });
}
