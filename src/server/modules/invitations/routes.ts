import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importCsvSchema,
  INVITATION_TOKEN_MAX,
  invitationLinkSchema,
  invitationRoutePatterns,
  invitationsQuerySchema,
  invitationsResponseSchema,
  inviteOneSchema,
  inviteResultSchema,
  postingSettingsSchema,
} from '../../../core/api/invitations.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { sortInvitationRows } from '../../../core/invitations.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import { requireActor } from '../../auth/guard.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getPostingSettings } from './get-posting-settings.ts';
import { inviteCandidates } from './invite-candidates.ts';
import { listInvitations } from './list-invitations.ts';
import { openInvitation } from './open-invitation.ts';
import { parseInvitationCsv } from './parse-invitation-csv.ts';
import { updatePostingSettings } from './update-posting-settings.ts';
import { idParams } from '../../http/route-schemas.ts';

const tokenParams = z.object({ token: z.string().min(1).max(INVITATION_TOKEN_MAX) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const sendErrors = { ...errors, 403: errorResponseSchema, 429: errorResponseSchema };

/** Candidate invitations of a posting (employer) and the personal link (public). */
export const invitationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const baseUrl = (headers: Parameters<AppDeps['origins']['baseUrlFor']>[0]) => deps.origins.baseUrlFor(headers);

    app.get(
      invitationRoutePatterns.list,
      {
        schema: {
          tags: ['invitations'],
          params: idParams,
          querystring: invitationsQuerySchema,
          response: { 200: invitationsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return listInvitations(db, actor, request.params.id, request.query.page);
      },
    );

    app.post(
      invitationRoutePatterns.list,
      {
        schema: {
          tags: ['invitations'],
          params: idParams,
          body: inviteOneSchema,
          response: { 201: inviteResultSchema, ...sendErrors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        const candidate = { fullName: request.body.fullName, email: request.body.email.toLowerCase(), row: 1 };
        const result = await inviteCandidates(deps, actor, request.params.id, [candidate], baseUrl(request.headers));
        return reply.status(201).send(result);
      },
    );

    app.post(
      invitationRoutePatterns.importCsv,
      {
        // The CSV travels as a JSON string; its own limit (core) is checked by the contract.
        bodyLimit: 1024 * 1024,
        schema: {
          tags: ['invitations'],
          params: idParams,
          body: importCsvSchema,
          response: { 201: inviteResultSchema, ...sendErrors },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(deps, request);
        // The role, then the posting, are checked first: a wrong role answers 403 and another
        // organization's id 404 before any parsing.
        requireAllowed(actor, 'invitations.manage');
        await getPostingSettings(db, actor, request.params.id);
        const sorted = sortInvitationRows(parseInvitationCsv(request.body.csv));
        if (!sorted.ok) throw new AppError('VALIDATION', sorted.reason);
        const result = await inviteCandidates(
          deps,
          actor,
          request.params.id,
          sorted.candidates,
          baseUrl(request.headers),
        );
        const rejected = [...sorted.problems, ...result.rejected].sort((a, b) => a.row - b.row);
        return reply.status(201).send({ created: result.created, rejected });
      },
    );

    app.get(
      invitationRoutePatterns.settings,
      {
        schema: {
          tags: ['invitations'],
          params: idParams,
          response: { 200: postingSettingsSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return getPostingSettings(db, actor, request.params.id);
      },
    );

    app.put(
      invitationRoutePatterns.settings,
      {
        schema: {
          tags: ['invitations'],
          params: idParams,
          body: postingSettingsSchema,
          response: { 200: postingSettingsSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return updatePostingSettings(db, actor, request.params.id, request.body);
      },
    );

    app.get(
      invitationRoutePatterns.publicLink,
      {
        schema: {
          tags: ['candidate'],
          params: tokenParams,
          response: {
            200: invitationLinkSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
            410: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await enforcePublicLimit(
          db,
          deps.env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
          `invitation-link:ip:${request.ip}`,
          deps.env.RATE_LIMIT_INTAKE_PER_IP * 3,
        );
        reply.header('cache-control', 'no-store');
        return openInvitation(db, request.params.token);
      },
    );
  };
