import { z } from 'zod';

/** A calendar day as YYYY-MM-DD, the form of every date filter. */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-01-31');
