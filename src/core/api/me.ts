import { z } from 'zod';
import { ORGANIZATION_ROLES } from '../access.ts';
import { organizationCanSchema } from './can.ts';

export const subscriptionViewSchema = z.object({
  status: z.string(),
  plan: z.string().nullable(),
  isFree: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  active: z.boolean(),
});

export const membershipSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ORGANIZATION_ROLES) });
export type Membership = z.infer<typeof membershipSchema>;

export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  isAdmin: z.boolean(),
  /** The organization the session acts in, and the caller's role there. */
  organization: membershipSchema,
  /** Every organization the caller belongs to (the switcher's list). */
  organizations: z.array(membershipSchema),
  subscription: subscriptionViewSchema,
  /** What the caller may do in the active organization (src/core/api/can.ts): the nav and pages read it, never the role. */
  can: organizationCanSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Whether candidates can answer by speaking here, and how to turn it on (core/speech-setup.ts). */
export const speechSetupSchema = z.object({
  spokenAnswers: z.boolean(),
  engine: z.enum(['pocketsphinx', 'openai-compatible']).nullable(),
  summary: z.string(),
  missing: z.array(z.enum(['pocketsphinx', 'pocketsphinx-en-us', 'ffmpeg'])),
  turnOn: z.object({ debian: z.string(), macos: z.string(), openai: z.string() }).nullable(),
});

export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  billingEnabled: z.boolean(),
  aiProvider: z.enum(['builtin', 'openai-compatible']),
  /** The employer's dashboard and each posting show this when spoken answers are off. */
  speech: speechSetupSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
