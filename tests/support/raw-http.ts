import { request as httpRequest } from 'node:http';

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * One HTTP request with the path sent byte for byte (fetch and URL would normalise `./`, `%2e`
 * and `//` away before they reach the server, which is exactly what attacks rely on).
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  rawPath: string,
  options: { body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, method, path: rawPath, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A JSON POST as a browser on `baseUrl` would send it (same Origin), with the path sent verbatim. */
export function rawJsonPost(baseUrl: string, rawPath: string, body: unknown, headers: Record<string, string> = {}) {
  return rawRequest(baseUrl, 'POST', rawPath, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
  });
}
