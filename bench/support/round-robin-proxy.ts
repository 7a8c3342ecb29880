import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The interview a candidate request is about, from its path. */
const interviewIdOf = (url: string) => /^\/api\/public\/interviews\/([0-9a-f-]{36})(?:[/?]|$)/i.exec(url)?.[1];

export type ProxyRoute = { backend: number; interviewId?: string; method: string; path: string; status?: number };

export type RoundRobinProxy = {
  url: string;
  /** Every request seen, in arrival order, with the backend that served it. */
  routes: ProxyRoute[];
  /** Requests that got no answer from their backend (answered 502 by the proxy). */
  failures: string[];
  close(): Promise<void>;
};

/**
 * A small reverse proxy in front of several web processes, the opposite of sticky sessions:
 * the requests of one interview go to the backends in turn (per-interview round robin), so two
 * consecutive turns of an interview never land on the same process; other requests go round
 * robin over all backends. Bodies stream both ways (an NDJSON reply reaches the client event by
 * event). Like a usual proxy it appends the client address to X-Forwarded-For, and it names the
 * backend that served each response in `x-bench-backend`.
 */
export async function startRoundRobinProxy(backends: () => string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const routes: ProxyRoute[] = [];
  const failures: string[] = [];
  const lastBackendOf = new Map<string, number>();
  let next = 0;

  const pick = (interviewId: string | undefined, count: number) => {
    const last = interviewId === undefined ? undefined : lastBackendOf.get(interviewId);
    const backend = last === undefined ? next++ % count : (last + 1) % count;
    if (interviewId !== undefined) lastBackendOf.set(interviewId, backend);
    return backend;
  };

  const server = http.createServer((request, response) => {
    const targets = backends();
    const url = request.url ?? '/';
    const interviewId = interviewIdOf(url);
    const backend = pick(interviewId, targets.length);
    const route: ProxyRoute = { backend, interviewId, method: request.method ?? 'GET', path: url.split('?')[0]! };
    routes.push(route);
    const target = new URL(url, targets[backend]);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      target,
      {
        method: request.method,
        agent,
        headers: {
          ...request.headers,
          host: target.host,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (upstreamResponse) => {
        route.status = upstreamResponse.statusCode;
        response.writeHead(upstreamResponse.statusCode ?? 502, {
          ...upstreamResponse.headers,
          'x-bench-backend': String(backend),
        });
        response.flushHeaders();
        upstreamResponse.pipe(response);
        // A reply cut mid-stream by the backend is cut for the client too (never left hanging).
        upstreamResponse.on('aborted', () => {
          failures.push(`${route.method} ${route.path} → backend ${backend}: reply cut mid-stream`);
          response.destroy();
        });
      },
    );
    // A client gone before its reply ends frees the backend's request.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.on('error', () => upstream.destroy());
    upstream.on('error', (error) => {
      failures.push(`${route.method} ${route.path} → backend ${backend}: ${error.message}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    request.pipe(upstream);
  });
  // Long answers stream slowly; the default timeouts would cut them.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routes,
    failures,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
