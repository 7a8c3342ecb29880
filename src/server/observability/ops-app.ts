import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { healthRoutes } from '../modules/health/routes.ts';
import { metricsRoutes } from './metrics-routes.ts';

class QuietRequestLog extends LogController {
  override isLogDisabled() {
    return true;
  }
}

/**
 * The operators' listener: health probes and /metrics, nothing else. A worker process (ROLE=worker)
 * serves it on PORT, so its container has a health check; any process serves it on METRICS_PORT
 * when that is set (docs/operations.md).
 */
export async function buildOpsApp(deps: AppDeps): Promise<FastifyInstance> {
  // Probes and scrapes every few seconds would drown the log: no request lines here.
  const app = Fastify({ loggerInstance: deps.log, logController: new QuietRequestLog() });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppError)
      return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong.' } });
  });
  await app.register(healthRoutes(deps));
  await app.register(metricsRoutes(deps));
  return app;
}
