import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { z } from 'zod';
import { errorResponseSchema } from '../../core/api/me.ts';
import { AppError } from '../errors.ts';

/**
 * The `:id` of an employer or public route. Non-uuid ids are not a validation error: they name
 * nothing the caller may see, so the use case answers 404 (the access scope checks the shape before SQL).
 */
export const idParams = z.object({ id: z.string().max(100) });

/** A schema error as the one stable VALIDATION error, with the contract's first message. */
export const firstValidationMessage = (errors: FastifySchemaValidationError[]) =>
  new AppError('VALIDATION', errors[0]?.message ?? 'Invalid request');

/** What a signed-in employer route may answer besides success: bad input, signed out, not allowed, not found. */
export const employerErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
