import { buildApp } from './app.ts';
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

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  if (env.ROLE !== 'worker') {
    // Temp files of transcriptions a crashed process never finished (this process has none yet).
    const stale = await removeStaleTranscriptionFiles();
    if (stale > 0) log.info({ directories: stale }, 'removed temp files of interrupted transcriptions');
    app = await buildApp(deps);
    await app.listen({ port: env.PORT, host: env.HOST });
    const address = app.server.address();
    if (address && typeof address === 'object') {
      deps.origins.listening(address.port);
      // Local CLIs find the server (and its ops endpoint) through the lock on the embedded database.
      deps.database.embedded?.lock.update({ url: deps.origins.startUrls()[0], port: address.port });
    }
    const [first, ...more] = deps.origins.startUrls();
    log.info(`Screenroom is running at ${first}${more.length > 0 ? ` (also ${more.join(', ')})` : ''}`);
    if (!env.PUBLIC_URL) log.info('PUBLIC_URL is not set: any of these addresses works (set PUBLIC_URL in production)');
  }

  const shutdown = async (signal: string) => {
    log.info(`${signal} received, shutting down`);
    await app?.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
