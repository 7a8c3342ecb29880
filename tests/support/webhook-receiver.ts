import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver on 127.0.0.1 (port 0) that records every request. `answers` per path
 * lists the statuses to answer in turn (the last one repeats); unlisted paths answer 200; `/slow`
 * never answers.
 */
export async function startWebhookReceiver(answers: Record<string, number[]> = {}) {
  const received: ReceivedWebhook[] = [];
  const served = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (path === '/slow') return; // never answers
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const plan = answers[path] ?? [200];
      const count = served.get(path) ?? 0;
      served.set(path, count + 1);
      const status = plan[Math.min(count, plan.length - 1)]!;
      response.writeHead(status, { 'content-type': 'text/html', ...(status === 302 ? { location: '/main' } : {}) });
      response.end(status < 300 ? '<b>ok</b>' : `<script>alert("boom")</script>${'x'.repeat(3000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** Waits until `predicate` holds for the received requests. */
    async waitFor(predicate: (all: ReceivedWebhook[]) => boolean, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`webhook receiver: timed out; got ${received.map((r) => r.path)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Stops listening and drops open connections: a delivery still waiting on `/slow` fails at once. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
