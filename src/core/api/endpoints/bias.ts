import { z } from 'zod';
import {
  biasReportQuerySchema,
  biasReportResponseSchema,
  selfIdentificationSavedSchema,
  selfIdentificationSchema,
  selfIdentificationStatusSchema,
} from '../bias.ts';
import { defineEndpoints } from '../endpoint.ts';
import { idParams, subjectBodyErrors } from './common.ts';

const interviewParams = z.object({ interviewId: z.string().max(100) });

/** The employer's aggregate bias report (docs/compliance-bias-report.md); scoped to the postings the actor sees. */
export const biasEndpoints = defineEndpoints('bias', {
  report: {
    method: 'GET',
    path: '/api/postings/:id/bias-report',
    access: { action: 'bias.read' },
    params: idParams,
    query: biasReportQuerySchema,
    responses: { 200: biasReportResponseSchema, ...subjectBodyErrors },
  },
  /** The same report as CSV, downloaded by plain navigation (`urlOf`). */
  reportCsv: {
    method: 'GET',
    path: '/api/postings/:id/bias-report.csv',
    access: { action: 'interview.export' },
    params: idParams,
    query: biasReportQuerySchema,
    response: 'file',
    responses: { 200: z.string() },
  },
});

/**
 * The candidate's voluntary self-identification: public, bound to the interview's candidate token
 * (checked in the handler), after submission.
 */
export const selfIdentificationEndpoints = defineEndpoints('candidate', {
  selfIdentificationStatus: {
    method: 'GET',
    path: '/api/public/interviews/:interviewId/self-identification',
    access: 'public',
    params: interviewParams,
    responses: { 200: selfIdentificationStatusSchema },
  },
  selfIdentify: {
    method: 'POST',
    path: '/api/public/interviews/:interviewId/self-identification',
    access: 'public',
    params: interviewParams,
    body: selfIdentificationSchema,
    responses: { 201: selfIdentificationSavedSchema },
  },
});
