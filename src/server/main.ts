import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { buildOpsApp } from './observability/ops-app.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { closeDeps, createDeps } from './deps.ts';
import { EnvError, parseEnv } from './env.ts';
import { describeSpeechSetup, speechSetupLogLines } from '../core/speech-setup.ts';
import { removeStaleTranscriptionFiles } from './adapters/ai/builtin/pocketsphinx.ts';
import { registerWorkers } from './jobs/workers.ts';
import { createLogger } from './logger.ts';

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env);
  let deps;
  try {
    deps = await createDeps(env, log);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  log.info(
    { database: deps.database.kind, storage: deps.blobs.kind, mail: deps.mailer.kind },
    deps.ai.kind === 'builtin'
      ? 'AI provider: builtin offline provider (no AI_API_KEY set)'
      : `AI provider: OpenAI-compatible (${env.AI_BASE_URL ?? 'api.openai.com'})`,
  );
  // Spoken answers need programs npm cannot bring: say plainly whether they are on and how to turn them on.
  const speech = describeSpeechSetup(await deps.ai.speechStatus());
  for (const line of speechSetupLogLines(speech)) {
    if (speech.spokenAnswers) log.info(line);
    else log.warn(line);
  }
  if (env.ROLE !== 'web') await registerWorkers(deps);

  let app: FastifyInstance | undefined;
  const opsApps: FastifyInstance[] = [];
  if (env.ROLE !== 'worker') {
    // Temp files of transcriptions a crashed process never finished (this process has none yet).
    const stale = await removeStaleTranscriptionFiles();
    if (stale > 0) log.info({ directories: stale }, 'removed temp files of interrupted transcriptions');
    app = await buildApp(deps);
    await app.listen({ port: env.PORT, host: env.HOST });
    // The interviewer's turn-meaning model loads in its worker now, not on a candidate's first answer (0053).
    deps.turnMeaning?.warm();
    const address = app.server.address();
    if (address && typeof address === 'object') {
      deps.origins.listening(address.port);
      // Local CLIs find the server (and its ops endpoint) through the lock on the embedded database.
      deps.database.embedded?.lock.update({ url: deps.origins.startUrls()[0], port: address.port });
    }
    const [first, ...more] = deps.origins.startUrls();
    log.info(`Screenroom is running at ${first}${more.length > 0 ? ` (also ${more.join(', ')})` : ''}`);
    if (!env.PUBLIC_URL) log.info('PUBLIC_URL is not set: any of these addresses works (set PUBLIC_URL in production)');
  } else {
    // A worker answers health probes (and /metrics) on PORT, so an orchestrator can watch it.
    const ops = await buildOpsApp(deps);
    await ops.listen({ port: env.PORT, host: env.HOST });
    opsApps.push(ops);
    log.info(`Screenroom worker is running; health and metrics on port ${env.PORT}`);
  }
  if (env.METRICS_PORT) {
    const ops = await buildOpsApp(deps);
    await ops.listen({ port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST });
    opsApps.push(ops);
    log.info(`Metrics and health probes on port ${env.METRICS_PORT}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness turns 503 at once; requests in flight (a streaming interviewer turn) finish, new
    // connections are refused; after SHUTDOWN_GRACE_SECONDS what is left is cut.
    deps.lifecycle.draining = true;
    log.info(`${signal} received: finishing requests in flight (up to ${env.SHUTDOWN_GRACE_SECONDS} s), then stopping`);
    const grace = setTimeout(() => {
      log.warn('shutdown grace over: closing the connections still open');
      app?.server.closeAllConnections();
    }, env.SHUTDOWN_GRACE_SECONDS * 1000);
    grace.unref();
    // A connection that goes idle once its response is done is closed too, not kept alive.
    const idle = setInterval(() => app?.server.closeIdleConnections(), 200);
    await app?.close();
    clearTimeout(grace);
    clearInterval(idle);
    await Promise.all(opsApps.map((ops) => ops.close()));
    await closeDeps(deps);
    log.info('stopped');
    process.exit(0);
  };
  // A repeated SIGTERM (an orchestrator's retry) does not cut the drain short; a second Ctrl-C does.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => {
    if (stopping) process.exit(130);
    void shutdown('SIGINT');
  });
}

void main();
