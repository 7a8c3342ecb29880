import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DECISION_MAIL_DRAFT_ROUTE,
  decisionMailDraftSchema,
  MAIL_TEMPLATES_PATH,
  mailTemplateErrorSchema,
  mailTemplateInputSchema,
  mailTemplateKindSchema,
  mailTemplateSchema,
  mailTemplatesResponseSchema,
} from '../../../core/api/mail-templates.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { employerErrors, idParams } from '../../http/route-schemas.ts';
import { getDecisionMailDraft } from './get-decision-mail-draft.ts';
import { getMailTemplates } from './present-mail-templates.ts';
import { resetMailTemplate, saveMailTemplate } from './save-mail-template.ts';

const errors = { ...employerErrors, 400: mailTemplateErrorSchema };
const params = z.object({ kind: mailTemplateKindSchema });

/** Settings → E-mails: the organization's wording of its candidate mails (docs/decisions/0043). */
export const mailTemplateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      MAIL_TEMPLATES_PATH,
      { schema: { tags: ['mail-templates'], response: { 200: mailTemplatesResponseSchema, ...errors } } },
      async (request) =>
        getMailTemplates(db, await requireActor(deps, request), deps.origins.baseUrlFor(request.headers)),
    );

    app.get(
      DECISION_MAIL_DRAFT_ROUTE,
      {
        schema: {
          tags: ['mail-templates'],
          params: idParams,
          querystring: z.object({ decision: z.enum(['accepted', 'rejected']) }),
          response: { 200: decisionMailDraftSchema, ...errors },
        },
      },
      async (request) =>
        getDecisionMailDraft(db, await requireActor(deps, request), request.params.id, request.query.decision),
    );

    app.put(
      `${MAIL_TEMPLATES_PATH}/:kind`,
      {
        bodyLimit: 32 * 1024,
        schema: {
          tags: ['mail-templates'],
          params,
          body: mailTemplateInputSchema,
          response: { 200: mailTemplateSchema, ...errors },
        },
      },
      async (request) => saveMailTemplate(db, await requireActor(deps, request), request.params.kind, request.body),
    );

    app.delete(
      `${MAIL_TEMPLATES_PATH}/:kind`,
      { schema: { tags: ['mail-templates'], params, response: { 200: mailTemplateSchema, ...errors } } },
      async (request) => resetMailTemplate(db, await requireActor(deps, request), request.params.kind),
    );
  };
