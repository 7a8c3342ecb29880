import { z } from 'zod';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX, MAIL_TEMPLATE_KINDS } from '../mail-templates.ts';

/** Settings → E-mails (docs/decisions/0043-mail-that-looks-like-the-employers.md); shared by server and web. */

export const mailTemplateKindSchema = z.enum(MAIL_TEMPLATE_KINDS);

/** Length is checked again by `validateMailTemplate`, which names the field; this only bounds the request. */
export const mailTemplateInputSchema = z.object({
  subject: z.string().max(MAIL_SUBJECT_MAX * 2),
  body: z.string().max(MAIL_BODY_MAX * 2),
});
export type MailTemplateInput = z.infer<typeof mailTemplateInputSchema>;

export const mailTemplateSchema = z.object({
  kind: mailTemplateKindSchema,
  label: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  /** False while the organization uses the default text. */
  customized: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
  variables: z.array(z.object({ name: z.string(), description: z.string(), required: z.boolean() })),
  defaultSubject: z.string(),
  defaultBody: z.string(),
});
export type MailTemplateView = z.infer<typeof mailTemplateSchema>;

export const mailTemplatesResponseSchema = z.object({
  templates: z.array(mailTemplateSchema),
  /** Whether the caller's role may change them (settings.manage). */
  canEdit: z.boolean(),
  /** The base URL the preview's sample links use (the address in use). */
  previewBaseUrl: z.string(),
});
export type MailTemplatesResponse = z.infer<typeof mailTemplatesResponseSchema>;

/** A refused template names the field and what is wrong with it. */
export const mailTemplateErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.object({ subject: z.string().optional(), body: z.string().optional() }).optional(),
  }),
});

/** The decision e-mail draft in the organization's wording, for the send dialog. */
export const decisionMailDraftSchema = z.object({ subject: z.string(), body: z.string() });
