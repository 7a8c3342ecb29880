import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { findSessionUser } from '../../auth/guard.ts';
import type { PreviewViewer } from '../candidate/load-candidate-interview.ts';

/**
 * The employer signed in on a candidate request, looked up only when the interview is a preview
 * (docs/decisions/0042): real candidates' calls never pay for a session lookup.
 */
export const viewerOf =
  (auth: Auth, request: FastifyRequest): PreviewViewer =>
  async () =>
    (await findSessionUser(auth, request))?.id ?? null;
