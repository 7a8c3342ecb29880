import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accommodationsSchema,
  alternativeRequestResponseSchema,
  alternativeRequestSchema,
  candidateMessages,
  CONTINUE_PATH,
  continueApplicationResponseSchema,
  continueApplicationSchema,
  intakeFieldsSchema,
  intakeResponseSchema,
  interviewStateSchema,
  publicPostingSchema,
  RECORDING_MAX_BYTES,
  GENERATION_FIELD,
  GENERATION_MAX,
  SEGMENTS_FIELD,
  SEGMENTS_PER_ANSWER_MAX,
  submitInterviewSchema,
  TYPED_ANSWER_MAX_CHARS,
} from '../../../core/api/candidate.ts';
import { CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE } from '../../../core/cv.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import { assertInterviewQuota } from '../billing/assert-interview-quota.ts';
import { deleteYourData } from '../your-data/delete-your-data.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { answerTurn, resumeTurn } from './answer-turn.ts';
import { continueApplication } from './continue-application.ts';
import { onFirstReplyEvent, streamEvents } from './event-stream.ts';
import type { Emit } from './stream-bot-turn.ts';
import { getInterviewState } from './get-interview-state.ts';
import { getPublicPosting } from './get-public-posting.ts';
import { readMultipart } from './multipart.ts';
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

const postingParams = z.object({ postingId: z.string().max(100) });
const interviewParams = z.object({ interviewId: z.string().max(100) });

/** The candidate side: public, token-bound, validated, size- and rate-limited. */
export const candidateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { env } = deps;
    const db = deps.database.db;
    const limit = (key: string, max: number) => enforcePublicLimit(db, env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS, key, max);
    // The candidate's token; for a preview also the session of the employer who started it (docs/decisions/0042).
    const candidate = (interviewId: string, request: FastifyRequest) =>
      authorizeCandidate(db, interviewId, candidateTokenOf(request.headers), viewerOf(deps.auth, request));

    await app.register(segmentRoutes(deps));

    app.get(
      '/api/public/postings/:postingId',
      { schema: { params: postingParams, response: { 200: publicPostingSchema } } },
      async (request) => getPublicPosting(deps, request.params.postingId),
    );

    app.post(
      '/api/public/postings/:postingId/interviews',
      { schema: { params: postingParams, response: { 201: intakeResponseSchema } } },
      async (request, reply) => {
        const posting = await findOpenPosting(db, request.params.postingId);
        await limit(`intake:ip:${request.ip}`, env.RATE_LIMIT_INTAKE_PER_IP);
        await limit(`intake:posting:${posting.id}`, env.RATE_LIMIT_INTAKE_PER_POSTING);
        await assertInterviewQuota(db, posting.organizationId, billingEnabledIn(env));
        const { fields, file } = await readMultipart(request, {
          maxFileBytes: CV_MAX_BYTES,
          tooLargeMessage: CV_TOO_LARGE_MESSAGE,
        });
        const parsed = intakeFieldsSchema.safeParse(fields);
        if (!parsed.success || !file || file.bytes.length === 0) {
          throw new AppError(
            'VALIDATION',
            parsed.success ? candidateMessages.intakeIncomplete : parsed.error.issues[0]!.message,
          );
        }
        const created = await startInterview(deps, posting, {
          fullName: parsed.data.fullName,
          email: parsed.data.email,
          cv: { bytes: file.bytes, filename: file.filename },
          knockoutAnswer: parsed.data.knockoutAnswer,
          invitationToken: parsed.data.invitation,
          noticeVersionId: parsed.data.noticeVersionId,
          linkOrigin: deps.origins.originOf(request.headers),
        });
        return reply.status(201).send(created);
      },
    );

    // "Continue your application" from the link mailed to the candidate's address (docs/decisions/0028).
    app.post(
      CONTINUE_PATH,
      {
        bodyLimit: 1024,
        schema: { body: continueApplicationSchema, response: { 200: continueApplicationResponseSchema } },
      },
      async (request, reply) => {
        await limit(`continue:ip:${request.ip}`, env.RATE_LIMIT_YOUR_DATA_PER_IP);
        reply.header('cache-control', 'no-store');
        return continueApplication(db, request.body.token);
      },
    );

    app.post(
      '/api/public/postings/:postingId/alternative-requests',
      {
        bodyLimit: 16 * 1024,
        schema: {
          params: postingParams,
          body: alternativeRequestSchema,
          response: { 201: alternativeRequestResponseSchema },
        },
      },
      async (request, reply) => {
        const posting = await findOpenPosting(db, request.params.postingId);
        // The same budget as an intake: each request is an application and e-mails two people.
        await limit(`intake:ip:${request.ip}`, env.RATE_LIMIT_INTAKE_PER_IP);
        await limit(`intake:posting:${posting.id}`, env.RATE_LIMIT_INTAKE_PER_POSTING);
        await requestAlternativeProcess(deps, posting, request.body);
        return reply.status(201).send({ requested: true, message: candidateMessages.alternativeRequested });
      },
    );

    app.get(
      '/api/public/interviews/:interviewId',
      { schema: { params: interviewParams, response: { 200: interviewStateSchema } } },
      async (request) => {
        const interview = await candidate(request.params.interviewId, request);
        return getInterviewState(deps, interview);
      },
    );

    app.post(
      '/api/public/interviews/:interviewId/next',
      { schema: { params: interviewParams } },
      async (request, reply) => {
        const interview = await candidate(request.params.interviewId, request);
        assertNotSubmitted(interview);
        await limit(`turns:${interview.id}`, env.RATE_LIMIT_TURNS_PER_INTERVIEW);
        return streamEvents(reply, (emit) => resumeTurn(deps, interview, emit));
      },
    );

    app.post(
      '/api/public/interviews/:interviewId/answers',
      { schema: { params: interviewParams } },
      async (request, reply) => {
        const interview = await candidate(request.params.interviewId, request);
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
      },
    );

    // "I need more time to think" (docs/decisions/0037): stored, and shown to the employer.
    app.put(
      '/api/public/interviews/:interviewId/accommodations',
      {
        bodyLimit: 1024,
        schema: { params: interviewParams, body: accommodationsSchema, response: { 200: accommodationsSchema } },
      },
      async (request) => {
        const interview = await candidate(request.params.interviewId, request);
        await limit(`accommodations:${interview.id}`, env.RATE_LIMIT_ACCOMMODATIONS_PER_INTERVIEW);
        return setAccommodations(db, interview, request.body);
      },
    );

    app.delete(
      '/api/public/interviews/:interviewId',
      { schema: { params: interviewParams } },
      async (request, reply) => {
        const interview = await candidate(request.params.interviewId, request);
        // A preview is deleted without a word to anyone (docs/decisions/0042).
        await (interview.previewUserId ? endPreview(deps, interview) : deleteYourData(deps, interview));
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/public/interviews/:interviewId/submit',
      { schema: { params: interviewParams, body: submitInterviewSchema } },
      async (request) => {
        const interview = await candidate(request.params.interviewId, request);
        // Submitting a preview ends it: deleted, never assessed, mailed or counted (docs/decisions/0042).
        if (interview.previewUserId) {
          await endPreview(deps, interview);
          return { submitted: true, message: previewMessages.finished };
        }
        await submitInterview(deps, interview, request.body);
        return { submitted: true, message: candidateMessages.submitted };
      },
    );
  };
