import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  decisionMailDraftSchema,
  mailTemplateErrorSchema,
  mailTemplateInputSchema,
  mailTemplateKindSchema,
  mailTemplateSchema,
  mailTemplatesResponseSchema,
} from '../mail-templates.ts';
import { idParams, subjectBodyErrors } from './common.ts';

const errors = { ...subjectBodyErrors, 400: mailTemplateErrorSchema };
const kindParams = z.object({ kind: mailTemplateKindSchema });

/** Settings → E-mails: the organization's wording of its candidate mails (docs/decisions/0043). */
export const mailTemplateEndpoints = defineEndpoints('mail-templates', {
  list: {
    method: 'GET',
    path: '/api/organization/mail-templates',
    access: 'signedIn',
    responses: { 200: mailTemplatesResponseSchema, ...errors },
  },
  /** The decision e-mail draft in the organization's wording, for the send dialog. */
  decisionMailDraft: {
    method: 'GET',
    path: '/api/interviews/:id/decision-mail-draft',
    access: { action: 'interview.decide' },
    params: idParams,
    query: z.object({ decision: z.enum(['accepted', 'rejected']) }),
    responses: { 200: decisionMailDraftSchema, ...errors },
  },
  save: {
    method: 'PUT',
    path: '/api/organization/mail-templates/:kind',
    access: { action: 'settings.manage' },
    params: kindParams,
    body: mailTemplateInputSchema,
    responses: { 200: mailTemplateSchema, ...errors },
  },
  reset: {
    method: 'DELETE',
    path: '/api/organization/mail-templates/:kind',
    access: { action: 'settings.manage' },
    params: kindParams,
    responses: { 200: mailTemplateSchema, ...errors },
  },
});
