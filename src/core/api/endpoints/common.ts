import { z } from 'zod';
import { errorResponseSchema } from '../me.ts';

/**
 * The `:id` of an employer or public route. Non-uuid ids are not a validation error: they name
 * nothing the caller may see, so the use case answers 404 (the access scope checks the shape before SQL).
 */
export const idParams = z.object({ id: z.string().max(100) });

/** What a signed-in route about one subject may answer besides success: signed out, not allowed, not found. */
export const subjectErrors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The same with bad input. */
export const subjectBodyErrors = { 400: errorResponseSchema, ...subjectErrors };

/** A 204 answers nothing. */
export const noContent = z.null();
