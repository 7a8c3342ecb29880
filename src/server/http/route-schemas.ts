import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * The `:id` of an employer or public route. Non-uuid ids are not a validation error: they name
 * nothing the caller may see, so the use case answers 404 (policies check the shape before SQL).
 */
export const idParams = z.object({ id: z.string().max(100) });

/** A schema error as the one stable VALIDATION error, with the contract's first message. */
export const firstValidationMessage = (errors: FastifySchemaValidationError[]) =>
  new AppError('VALIDATION', errors[0]?.message ?? 'Invalid request');
