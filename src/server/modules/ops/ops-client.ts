import { readLock, type LockInfo } from '../../db/data-dir-lock.ts';

/** The live server holding an embedded database directory, if one listens. */
export function runningServer(pgDir: string): (LockInfo & { url: string }) | null {
  const lock = readLock(pgDir);
  return lock && lock.holder === 'server' && lock.port ? { ...lock, url: `http://127.0.0.1:${lock.port}` } : null;
}

/** A call to the server's ops endpoint (see routes.ts), as the CLIs make it. */
export async function callOps(server: LockInfo & { url: string }, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${server.url}/api/ops${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`The Screenroom server at ${server.url} (pid ${server.pid}) refused: ${await response.text()}`);
  }
  return response;
}
