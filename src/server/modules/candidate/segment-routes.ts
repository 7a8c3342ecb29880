import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEGMENT_MAX_BYTES } from '../../../core/api/answer-segments.ts';
import { answerSegmentEndpoints as endpoints } from '../../../core/api/endpoints/candidate.ts';
import { RECORDING_MAX_BYTES } from '../../../core/candidate-messages.ts';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { attachAnswerRecording } from './attach-answer-recording.ts';
import { continueAnswer } from './continue-answer.ts';
import { getAnswerSegments } from './get-answer-segments.ts';
import { assertNotSubmitted, authorizeCandidate, candidateTokenOf } from './load-candidate-interview.ts';
import { uploadAnswerSegment } from './upload-answer-segment.ts';
import { viewerOf } from '../previews/preview-viewer.ts';
import type { FastifyRequest } from 'fastify';

/**
 * The answer-segment routes (docs/decisions/0030-turn-taking-and-segments.md): raw bodies (PCM,
 * WebM), so they live in their own encapsulated plugin with a buffer parser and their own limits.
 * Declared in src/core/api/endpoints/candidate.ts (`request: 'binary'` for the raw bodies).
 */
export const segmentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { env } = deps;
    const db = deps.db;
    const limit = (key: string, max: number) => enforcePublicLimit(db, env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS, key, max);
    const candidate = async (interviewId: string, request: FastifyRequest) => {
      const interview = await authorizeCandidate(
        db,
        interviewId,
        candidateTokenOf(request.headers),
        viewerOf(deps.auth, request),
      );
      assertNotSubmitted(interview);
      return interview;
    };
    const asBuffer = (body: unknown) => {
      if (!Buffer.isBuffer(body)) throw new AppError('VALIDATION', 'The request needs a binary body.');
      return body;
    };
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    registerEndpoint(
      app,
      deps,
      endpoints.uploadSegment,
      async ({ request, params, query }) => {
        const interview = await candidate(params.interviewId, request);
        await limit(`segments:${interview.id}`, env.RATE_LIMIT_SEGMENTS_PER_INTERVIEW);
        const { seq, index } = params;
        return uploadAnswerSegment(deps, interview, {
          seq,
          index,
          pcm: asBuffer(request.body),
          startMs: query.startMs,
        });
      },
      { bodyLimit: SEGMENT_MAX_BYTES },
    );

    registerEndpoint(app, deps, endpoints.segments, async ({ request, params }) => {
      const interview = await candidate(params.interviewId, request);
      return getAnswerSegments(deps, interview, params.seq);
    });

    registerEndpoint(app, deps, endpoints.continueAnswer, async ({ request, params }) => {
      const interview = await candidate(params.interviewId, request);
      await limit(`turns:${interview.id}`, env.RATE_LIMIT_TURNS_PER_INTERVIEW);
      return continueAnswer(deps, interview, params.seq);
    });

    registerEndpoint(
      app,
      deps,
      endpoints.uploadRecording,
      async ({ request, params }) => {
        const interview = await candidate(params.interviewId, request);
        await limit(`turns:${interview.id}`, env.RATE_LIMIT_TURNS_PER_INTERVIEW);
        return attachAnswerRecording(deps, interview, params.seq, asBuffer(request.body));
      },
      { bodyLimit: RECORDING_MAX_BYTES },
    );
  };
