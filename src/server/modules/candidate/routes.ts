import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateMessages,
  RECORDING_MAX_BYTES,
  GENERATION_FIELD,
  GENERATION_MAX,
  SEGMENTS_FIELD,
  SEGMENTS_PER_ANSWER_MAX,
  TYPED_ANSWER_MAX_CHARS,
} from '../../../core/api/candidate.ts';
import { candidateEndpoints as endpoints } from '../../../core/api/endpoints/candidate.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import { assertInterviewQuota } from '../billing/assert-interview-quota.ts';
import { deleteYourData } from '../your-data/delete-your-data.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { answerTurn, resumeTurn } from './answer-turn.ts';
import { continueApplication } from './continue-application.ts';
import { onFirstReplyEvent, streamEvents } from './event-stream.ts';
import type { Emit } from './stream-bot-turn.ts';
import { getInterviewState } from './get-interview-state.ts';
import { getPublicPosting } from './get-public-posting.ts';
import { readMultipart } from './multipart.ts';
import { readIntakeForm } from './read-intake-form.ts';
import {
  assertNotSubmitted,
  authorizeCandidate,
  candidateTokenOf,
  findOpenPosting,
} from './load-candidate-interview.ts';
import { requestAlternativeProcess } from './request-alternative-process.ts';
import { segmentRoutes } from './segment-routes.ts';
import { setAccommodations } from './set-accommodations.ts';
import { startInterview } from './start-interview.ts';
import { submitInterview } from './submit-interview.ts';
import { billingEnabledIn } from '../../env.ts';
import { previewMessages } from '../../../core/candidate-preview.ts';
import { endPreview } from '../previews/end-preview.ts';
import { viewerOf } from '../previews/preview-viewer.ts';

/**
 * The candidate side: public, token-bound, validated, size- and rate-limited; declared in
 * src/core/api/endpoints/candidate.ts. The turn routes stream NDJSON events (`response: 'file'`).
 */
export const candidateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { env } = deps;
    const db = deps.db;
    const limit = (key: string, max: number) => enforcePublicLimit(db, env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS, key, max);
    // The candidate's token; for a preview also the session of the employer who started it (docs/decisions/0042).
    const candidate = (interviewId: string, request: FastifyRequest) =>
      authorizeCandidate(db, interviewId, candidateTokenOf(request.headers), viewerOf(deps.auth, request));

    await app.register(segmentRoutes(deps));

    registerEndpoint(app, deps, endpoints.posting, async ({ params }) => getPublicPosting(deps, params.postingId));

    registerEndpoint(app, deps, endpoints.intake, async ({ request, params }) => {
      const posting = await findOpenPosting(db, params.postingId);
      await limit(`intake:ip:${request.ip}`, env.RATE_LIMIT_INTAKE_PER_IP);
      await limit(`intake:posting:${posting.id}`, env.RATE_LIMIT_INTAKE_PER_POSTING);
      await assertInterviewQuota(deps, posting.organizationId, billingEnabledIn(env));
      return startInterview(deps, posting, {
        ...(await readIntakeForm(request)),
        linkOrigin: deps.origins.originOf(request.headers),
      });
    });

    // "Continue your application" from the link mailed to the candidate's address (docs/decisions/0028).
    registerEndpoint(
      app,
      deps,
      endpoints.continueApplication,
      async ({ request, reply, body }) => {
        await limit(`continue:ip:${request.ip}`, env.RATE_LIMIT_YOUR_DATA_PER_IP);
        reply.header('cache-control', 'no-store');
        return continueApplication(deps, body.token);
      },
      { bodyLimit: 1024 },
    );

    registerEndpoint(
      app,
      deps,
      endpoints.requestAlternative,
      async ({ request, params, body }) => {
        const posting = await findOpenPosting(db, params.postingId);
        // The same budget as an intake: each request is an application and e-mails two people.
        await limit(`intake:ip:${request.ip}`, env.RATE_LIMIT_INTAKE_PER_IP);
        await limit(`intake:posting:${posting.id}`, env.RATE_LIMIT_INTAKE_PER_POSTING);
        await requestAlternativeProcess(deps, posting, body);
        return { requested: true as const, message: candidateMessages.alternativeRequested };
      },
      { bodyLimit: 16 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.state, async ({ request, params }) => {
      const interview = await candidate(params.interviewId, request);
      return getInterviewState(deps, interview);
    });

    registerEndpoint(app, deps, endpoints.next, async ({ request, reply, params }) => {
      const interview = await candidate(params.interviewId, request);
      assertNotSubmitted(interview);
      await limit(`turns:${interview.id}`, env.RATE_LIMIT_TURNS_PER_INTERVIEW);
      return streamEvents(reply, (emit) => resumeTurn(deps, interview, emit));
    });

    registerEndpoint(app, deps, endpoints.answer, async ({ request, reply, params }) => {
      const interview = await candidate(params.interviewId, request);
      assertNotSubmitted(interview);
      await limit(`turns:${interview.id}`, env.RATE_LIMIT_TURNS_PER_INTERVIEW);
      const { fields, file } = await readMultipart(request, {
        maxFileBytes: RECORDING_MAX_BYTES,
        tooLargeMessage: 'The recording is too large. Please give a shorter answer.',
      });
      const seq = Number(fields.seq);
      const segments = fields[SEGMENTS_FIELD] === undefined ? undefined : Number(fields[SEGMENTS_FIELD]);
      if (
        segments !== undefined &&
        (!Number.isInteger(segments) || segments < 0 || segments > SEGMENTS_PER_ANSWER_MAX)
      ) {
        throw new AppError('VALIDATION', `segments must be an integer from 0 to ${SEGMENTS_PER_ANSWER_MAX}`);
      }
      const generation = fields[GENERATION_FIELD] === undefined ? undefined : Number(fields[GENERATION_FIELD]);
      if (
        generation !== undefined &&
        (!Number.isInteger(generation) || generation < 0 || generation > GENERATION_MAX)
      ) {
        throw new AppError('VALIDATION', `generation must be an integer from 0 to ${GENERATION_MAX}`);
      }
      const typedText = fields.text?.slice(0, TYPED_ANSWER_MAX_CHARS + 1);
      if (!Number.isInteger(seq) || seq < 1) throw new AppError('VALIDATION', 'seq must be a positive integer');
      if (typedText && typedText.length > TYPED_ANSWER_MAX_CHARS) {
        throw new AppError('VALIDATION', `Please keep typed answers under ${TYPED_ANSWER_MAX_CHARS} characters.`);
      }
      if (!file && !typedText?.trim() && segments === undefined) {
        throw new AppError('VALIDATION', 'An answer needs a recording, speech segments or typed text.');
      }
      const recording = file ? { bytes: file.bytes, mime: file.mime || 'video/webm' } : undefined;
      // End of turn → first reply event, measured from the request's arrival (operators' metric).
      const timed = (emit: Emit) => onFirstReplyEvent(emit, () => deps.metrics.turnReply(reply.elapsedTime / 1000));
      return streamEvents(reply, (emit) =>
        answerTurn(deps, interview, { seq, typedText, recording, segments, generation }, timed(emit)),
      );
    });

    // "I need more time to think" (docs/decisions/0037): stored, and shown to the employer.
    registerEndpoint(
      app,
      deps,
      endpoints.setAccommodations,
      async ({ request, params, body }) => {
        const interview = await candidate(params.interviewId, request);
        await limit(`accommodations:${interview.id}`, env.RATE_LIMIT_ACCOMMODATIONS_PER_INTERVIEW);
        return setAccommodations(deps, interview, body);
      },
      { bodyLimit: 1024 },
    );

    registerEndpoint(app, deps, endpoints.deleteInterview, async ({ request, params }) => {
      const interview = await candidate(params.interviewId, request);
      // A preview is deleted without a word to anyone (docs/decisions/0042).
      await (interview.previewUserId ? endPreview(deps, interview) : deleteYourData(deps, interview));
      return null;
    });

    registerEndpoint(app, deps, endpoints.submit, async ({ request, params, body }) => {
      const interview = await candidate(params.interviewId, request);
      // Submitting a preview ends it: deleted, never assessed, mailed or counted (docs/decisions/0042).
      if (interview.previewUserId) {
        await endPreview(deps, interview);
        return { submitted: true as const, message: previewMessages.finished };
      }
      await submitInterview(deps, interview, body);
      return { submitted: true as const, message: candidateMessages.submitted };
    });
  };
