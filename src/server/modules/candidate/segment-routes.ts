import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerParamsSchema,
  answerSegmentParamsSchema,
  answerSegmentQuerySchema,
  answerSegmentResultSchema,
  answerSegmentsStateSchema,
  continueAnswerResultSchema,
  SEGMENT_MAX_BYTES,
} from '../../../core/api/answer-segments.ts';
import { RECORDING_MAX_BYTES } from '../../../core/candidate-messages.ts';
import { z } from 'zod';
import { enforcePublicLimit } from '../../auth/rate-limit.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
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
 */
export const segmentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { env } = deps;
    const db = deps.database.db;
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

    app.put(
      '/api/public/interviews/:interviewId/answers/:seq/segments/:index',
      {
        bodyLimit: SEGMENT_MAX_BYTES,
        schema: {
          params: answerSegmentParamsSchema,
          querystring: answerSegmentQuerySchema,
          response: { 200: answerSegmentResultSchema },
        },
      },
      async (request) => {
        const interview = await candidate(request.params.interviewId, request);
        await limit(`segments:${interview.id}`, env.RATE_LIMIT_SEGMENTS_PER_INTERVIEW);
        const { seq, index } = request.params;
        return uploadAnswerSegment(deps, interview, {
          seq,
          index,
          pcm: asBuffer(request.body),
          startMs: request.query.startMs,
        });
      },
    );

    app.get(
      '/api/public/interviews/:interviewId/answers/:seq/segments',
      { schema: { params: answerParamsSchema, response: { 200: answerSegmentsStateSchema } } },
      async (request) => {
        const interview = await candidate(request.params.interviewId, request);
        return getAnswerSegments(deps, interview, request.params.seq);
      },
    );

    app.post(
      '/api/public/interviews/:interviewId/answers/:seq/continue',
      { schema: { params: answerParamsSchema, response: { 200: continueAnswerResultSchema } } },
      async (request) => {
        const interview = await candidate(request.params.interviewId, request);
        await limit(`turns:${interview.id}`, env.RATE_LIMIT_TURNS_PER_INTERVIEW);
        return continueAnswer(deps, interview, request.params.seq);
      },
    );

    app.put(
      '/api/public/interviews/:interviewId/answers/:seq/recording',
      {
        bodyLimit: RECORDING_MAX_BYTES,
        schema: { params: answerParamsSchema, response: { 200: z.object({ stored: z.boolean() }) } },
      },
      async (request) => {
        const interview = await candidate(request.params.interviewId, request);
        await limit(`turns:${interview.id}`, env.RATE_LIMIT_TURNS_PER_INTERVIEW);
        return attachAnswerRecording(deps, interview, request.params.seq, asBuffer(request.body));
      },
    );
  };
