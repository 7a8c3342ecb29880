import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { freePort } from '../../tests/support/test-app.ts';

const thisFile = fileURLToPath(import.meta.url);

export type S3Server = { endpoint: string; bucket: string; pid: number; stop(): Promise<void> };

/**
 * A local S3 (s3rver) in its own process, so its work does not run on the benchmark's event
 * loop, with one bucket; its files live in a temporary directory removed on stop.
 */
export async function startS3Server(bucket = 'screenroom-bench'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'screenroom-bench-s3-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', thisFile, '--serve', String(port), directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const removeDirectory = () => rm(directory, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('s3rver did not start within 30 s')), 30_000);
      child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await removeDirectory();
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      await removeDirectory();
    },
  };
}

if (process.argv[1] === thisFile && process.argv[2] === '--serve') {
  const [port, directory, bucket] = process.argv.slice(3) as [string, string, string];
  const server = new S3rver({
    port: Number(port),
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}
