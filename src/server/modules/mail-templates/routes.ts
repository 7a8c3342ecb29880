import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailTemplateEndpoints as endpoints } from '../../../core/api/endpoints/mail-templates.ts';
import type { AppDeps } from '../../deps.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getDecisionMailDraft } from './get-decision-mail-draft.ts';
import { getMailTemplates } from './present-mail-templates.ts';
import { resetMailTemplate, saveMailTemplate } from './save-mail-template.ts';

/**
 * Settings → E-mails: the organization's wording of its candidate mails (docs/decisions/0043), as
 * declared in src/core/api/endpoints/mail-templates.ts.
 */
export const mailTemplateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    registerEndpoint(app, deps, endpoints.list, async ({ actor, request }) =>
      getMailTemplates(db, actor, deps.origins.baseUrlFor(request.headers)),
    );

    registerEndpoint(app, deps, endpoints.decisionMailDraft, async ({ actor, params, query }) =>
      getDecisionMailDraft(deps, actor, params.id, query.decision),
    );

    registerEndpoint(
      app,
      deps,
      endpoints.save,
      async ({ actor, params, body }) => saveMailTemplate(deps, actor, params.kind, body),
      { bodyLimit: 32 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.reset, async ({ actor, params }) =>
      resetMailTemplate(db, actor, params.kind),
    );
  };
