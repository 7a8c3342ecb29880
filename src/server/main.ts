import { buildApp } from './app.ts';
import { closeDeps, createDeps } from './deps.ts';
import { EnvError, parseEnv } from './env.ts';
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
  const deps = await createDeps(env, log);
  log.info(
    { database: deps.database.kind, storage: deps.blobs.kind, mail: deps.mailer.kind },
    deps.ai.kind === 'builtin'
      ? 'AI provider: builtin offline provider (no AI_API_KEY set)'
      : `AI provider: OpenAI-compatible (${env.AI_BASE_URL ?? 'api.openai.com'})`,
  );
  if (env.ROLE !== 'web') await registerWorkers(deps);

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  if (env.ROLE !== 'worker') {
    app = await buildApp(deps);
    await app.listen({ port: env.PORT, host: env.HOST });
    log.info(`Screenroom is running at ${env.PUBLIC_URL}`);
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
