import { z } from 'zod';

export const subscriptionViewSchema = z.object({
  status: z.string(),
  plan: z.string().nullable(),
  isFree: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  active: z.boolean(),
});

export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  isAdmin: z.boolean(),
  subscription: subscriptionViewSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  billingEnabled: z.boolean(),
  aiProvider: z.enum(['builtin', 'openai-compatible']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
