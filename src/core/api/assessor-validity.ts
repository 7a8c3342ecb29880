import { z } from 'zod';
import { validityStatementSchema } from '../scorecard/validity.ts';

/**
 * The assessor validity statement as employers read it on "About the AI assessment"
 * (docs/decisions/0034-team-score-and-validity.md): the latest `npm run eval -- --report`, or
 * null when none was written. The endpoint is declared in ./endpoints/assessor-validity.ts.
 */

export const assessorValidityResponseSchema = z.object({
  /** The statement of the builtin assessor (the only one measured by the committed report), or null. */
  statement: validityStatementSchema.nullable(),
  /** The assessor this server is configured with: 'builtin' or 'openai-compatible'. */
  configured: z.string(),
});
export type AssessorValidityResponse = z.infer<typeof assessorValidityResponseSchema>;

/** Where the page lives in the web app: every score links here. */
export const ABOUT_ASSESSMENT_PATH = '/about-ai-assessment';
