import { z } from 'zod';
import {
  answerParamsSchema,
  answerSegmentParamsSchema,
  answerSegmentQuerySchema,
  answerSegmentResultSchema,
  answerSegmentsStateSchema,
  continueAnswerResultSchema,
} from '../answer-segments.ts';
import {
  accommodationsSchema,
  alternativeRequestResponseSchema,
  alternativeRequestSchema,
  continueApplicationResponseSchema,
  continueApplicationSchema,
  intakeResponseSchema,
  interviewStateSchema,
  publicPostingSchema,
  submitInterviewSchema,
} from '../candidate.ts';
import { defineEndpoints } from '../endpoint.ts';
import { noContent } from './common.ts';

const postingParams = z.object({ postingId: z.string().max(100) });
const interviewParams = z.object({ interviewId: z.string().max(100) });

/**
 * The candidate side: public, bound to the interview's candidate token (`x-candidate-token`,
 * checked in the handler), validated, size- and rate-limited.
 */
export const candidateEndpoints = defineEndpoints('candidate', {
  posting: {
    method: 'GET',
    path: '/api/public/postings/:postingId',
    access: 'public',
    params: postingParams,
    responses: { 200: publicPostingSchema },
  },
  /** The application: name, e-mail, consents and the CV file (multipart). */
  intake: {
    method: 'POST',
    path: '/api/public/postings/:postingId/interviews',
    access: 'public',
    params: postingParams,
    request: 'multipart',
    responses: { 201: intakeResponseSchema },
  },
  /** "Continue your application" from the link mailed to the candidate's address (docs/decisions/0028). */
  continueApplication: {
    method: 'POST',
    path: '/api/public/applications/continue',
    access: 'public',
    body: continueApplicationSchema,
    responses: { 200: continueApplicationResponseSchema },
  },
  /** Instead of the AI interview: the employer is told and arranges another process. */
  requestAlternative: {
    method: 'POST',
    path: '/api/public/postings/:postingId/alternative-requests',
    access: 'public',
    params: postingParams,
    body: alternativeRequestSchema,
    responses: { 201: alternativeRequestResponseSchema },
  },
  state: {
    method: 'GET',
    path: '/api/public/interviews/:interviewId',
    access: 'public',
    params: interviewParams,
    responses: { 200: interviewStateSchema },
  },
  /** The interviewer's next turn, streamed as NDJSON events (read with `fetch`, not `callApi`). */
  next: {
    method: 'POST',
    path: '/api/public/interviews/:interviewId/next',
    access: 'public',
    params: interviewParams,
    response: 'file',
    responses: { 200: z.string() },
  },
  /** End of turn: the answer (multipart: seq, recording and/or text, segments), the reply streamed as NDJSON. */
  answer: {
    method: 'POST',
    path: '/api/public/interviews/:interviewId/answers',
    access: 'public',
    params: interviewParams,
    request: 'multipart',
    response: 'file',
    responses: { 200: z.string() },
  },
  /** "I need more time to think" (docs/decisions/0037): stored, and shown to the employer. */
  setAccommodations: {
    method: 'PUT',
    path: '/api/public/interviews/:interviewId/accommodations',
    access: 'public',
    params: interviewParams,
    body: accommodationsSchema,
    responses: { 200: accommodationsSchema },
  },
  /** The candidate's right to deletion: removes the interview, CV and recordings now. */
  deleteInterview: {
    method: 'DELETE',
    path: '/api/public/interviews/:interviewId',
    access: 'public',
    params: interviewParams,
    responses: { 204: noContent },
  },
  submit: {
    method: 'POST',
    path: '/api/public/interviews/:interviewId/submit',
    access: 'public',
    params: interviewParams,
    body: submitInterviewSchema,
    responses: { 200: z.object({ submitted: z.literal(true), message: z.string() }) },
  },
});

/**
 * The answer-segment endpoints (docs/decisions/0030-turn-taking-and-segments.md): raw bodies
 * (PCM, WebM) read by their own plugin's buffer parser; same token and limits as above.
 */
export const answerSegmentEndpoints = defineEndpoints('candidate', {
  /** One speech segment (16 kHz mono 16-bit LE PCM); the same (seq, index) is stored once. */
  uploadSegment: {
    method: 'PUT',
    path: '/api/public/interviews/:interviewId/answers/:seq/segments/:index',
    access: 'public',
    params: answerSegmentParamsSchema,
    query: answerSegmentQuerySchema,
    request: 'binary',
    responses: { 200: answerSegmentResultSchema },
  },
  /** What the server holds of one answer (after a reload the browser continues at `nextIndex`). */
  segments: {
    method: 'GET',
    path: '/api/public/interviews/:interviewId/answers/:seq/segments',
    access: 'public',
    params: answerParamsSchema,
    responses: { 200: answerSegmentsStateSchema },
  },
  /** The candidate went on speaking after an end of turn: the reply is withdrawn, the answer continues. */
  continueAnswer: {
    method: 'POST',
    path: '/api/public/interviews/:interviewId/answers/:seq/continue',
    access: 'public',
    params: answerParamsSchema,
    responses: { 200: continueAnswerResultSchema },
  },
  /** The full recording of a stored answer, for playback, when it was not sent with the end of turn. */
  uploadRecording: {
    method: 'PUT',
    path: '/api/public/interviews/:interviewId/answers/:seq/recording',
    access: 'public',
    params: answerParamsSchema,
    request: 'binary',
    responses: { 200: z.object({ stored: z.boolean() }) },
  },
});
