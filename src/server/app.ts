import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { API_REFERENCE_PATH } from '../core/api/endpoints/public-api.ts';
import { installEmployerGuard, isPublicApiPath } from './auth/guard.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { AppError } from './errors.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { webhookPayloadJsonSchema } from './modules/webhooks/payload-json-schema.ts';
import { publicApiRoutes } from './modules/public-api/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { biasRoutes } from './modules/bias/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { secondRoundRoutes } from './modules/second-round/routes.ts';
import { candidateDataRoutes } from './modules/candidate-data/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { blobRoutes } from './modules/files/routes.ts';
import { candidateRoutes } from './modules/candidate/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { opsRoutes } from './modules/ops/routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { postingRoutes } from './modules/postings/routes.ts';
import { previewRoutes } from './modules/previews/routes.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { brandRoutes } from './modules/brand/routes.ts';
import { mailTemplateRoutes } from './modules/mail-templates/routes.ts';
import { installLinkOriginRecorder } from './modules/mail-templates/link-origins.ts';
import { noticeRoutes } from './modules/notices/routes.ts';
import { yourDataRoutes } from './modules/your-data/routes.ts';
import { assessorValidityRoutesPlugin } from './modules/assessor-validity/routes.ts';
import { scorecardRoutesPlugin } from './modules/scorecards/routes.ts';
import { sharedReviewRoutesPlugin } from './modules/shared-review/routes.ts';
import { installBodyGuards } from './http/body-guards.ts';
import { isCanonicalPath } from './http/canonical-path.ts';
import { installOriginCheck } from './http/origin-check.ts';
import { completeOpenApiDocument, SECURITY_SCHEMES } from './http/openapi-document.ts';
import { registerSecurityHeaders, swaggerUiPolicy } from './http/security-headers.ts';
import { readableLogs, ReadableRequestLog } from './logger.ts';
import { metricsRoutes } from './observability/metrics-routes.ts';
import { clientDistDir } from './paths.ts';

export type RouteSummary = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route, so tests can prove each employer endpoint needs a session. */
    routeTable: RouteSummary[];
  }
}

export type BuildAppOptions = { serveClient?: boolean };

/**
 * Fastify treats a bare hop count as "trust nothing" (it cannot check the peer), so a count becomes
 * the same rule Express uses: the nearest `hops` addresses (the socket first) are proxies.
 */
function trustProxyOption(setting: Env['TRUSTED_PROXIES']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    // TRUSTED_PROXIES: by default no forwarded header is believed (docs/decisions/0007).
    trustProxy: trustProxyOption(deps.env.TRUSTED_PROXIES),
    bodyLimit: 1024 * 1024,
    // Plugins start in milliseconds, but an embedded database running migrations in the same
    // process (tests, a busy 2-core machine) can hold the event loop past Fastify's 10 s default.
    pluginTimeout: 60_000,
    // In development one readable line per request instead of Fastify's two JSON events.
    ...(readableLogs(deps.env) ? { logController: new ReadableRequestLog() } : {}),
  });
  await registerSecurityHeaders(app, deps.env);
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.addHook('onRequest', async (request) => {
    if (!isCanonicalPath(request.url)) {
      throw new AppError('VALIDATION', 'The request path is not in canonical form.');
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: tokens in paths stay out of the series.
    deps.metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  installBodyGuards(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, ...error.publicFields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'Invalid request';
      return reply.status(400).send({ error: { code: 'VALIDATION', message } });
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { code: 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 30 * 1024 * 1024, files: 1, fields: 20, fieldSize: 20_000 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Screenroom API', version: '0.1.0' },
      components: {
        // The public API under /api/v1 (docs/decisions/0026-public-api.md).
        securitySchemes: SECURITY_SCHEMES,
        // What webhooks POST to an organization's endpoints (docs/decisions/0027-webhooks.md).
        schemas: { WebhookPayload: webhookPayloadJsonSchema() },
      },
    },
    transform: jsonSchemaTransform,
    // operationId, summary, security and error responses for every operation (a typed client needs them).
    transformObject: (documentObject) =>
      completeOpenApiDocument(
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject,
        {
          publicUrl: deps.env.PUBLIC_URL,
          isPublicPath: isPublicApiPath,
        },
      ),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    staticCSP: true,
    transformStaticCSP: swaggerUiPolicy(deps.env),
  });

  installOriginCheck(app, deps.origins);
  installEmployerGuard(app, deps.auth);
  installLinkOriginRecorder(app, deps);
  await registerAuthRoutes(app, deps);
  await app.register(healthRoutes(deps));
  if (deps.env.METRICS_TOKEN) await app.register(metricsRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(blobRoutes(deps));
  await app.register(candidateRoutes(deps));
  await app.register(postingRoutes(deps));
  await app.register(previewRoutes(deps));
  await app.register(planRoutes(deps));
  await app.register(reviewRoutes(deps));
  await app.register(scorecardRoutesPlugin(deps));
  await app.register(assessorValidityRoutesPlugin(deps));
  await app.register(sharedReviewRoutesPlugin(deps));
  await app.register(billingRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(opsRoutes(deps));
  await app.register(biasRoutes(deps));
  await app.register(invitationRoutes(deps));
  await app.register(secondRoundRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(candidateDataRoutes(deps));
  await app.register(noticeRoutes(deps));
  await app.register(brandRoutes(deps));
  await app.register(mailTemplateRoutes(deps));
  await app.register(yourDataRoutes(deps));
  await app.register(organizationRoutes(deps));
  await app.register(apiKeyRoutes(deps));
  await app.register(webhookRoutes(deps));
  await app.register(publicApiRoutes(deps));

  const serveClient = options.serveClient ?? true;
  const indexFile = path.join(clientDistDir, 'index.html');
  if (serveClient && existsSync(indexFile)) {
    await app.register(fastifyStatic, { root: clientDistDir, wildcard: false, index: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
      // The SPA owns every other path (including its own 404 page).
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
  }
  return app;
}
