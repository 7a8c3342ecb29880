import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { errorResponseSchema } from '../../core/api/me.ts';
import { AppError } from '../errors.ts';

/** The `:id` of an employer or public route: its one home is the core's endpoint declarations. */
export { idParams } from '../../core/api/endpoints/common.ts';

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
