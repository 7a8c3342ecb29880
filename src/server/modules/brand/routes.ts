import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRAND_LOGO_PATH,
  BRAND_PATH,
  brandInputSchema,
  brandMessages,
  brandResponseSchema,
  PUBLIC_BRAND_LOGO_ROUTE,
} from '../../../core/api/brand.ts';
import { errorResponseSchema } from '../../../core/api/me.ts';
import { BRAND_LOGO_MAX_BYTES } from '../../../core/brand.ts';
import { requireActor } from '../../auth/guard.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { employerErrors } from '../../http/route-schemas.ts';
import { readMultipart } from '../candidate/multipart.ts';
import { requireAllowed } from '../../access/require-allowed.ts';
import { loadBrand } from './brand-store.ts';
import { deleteBrandLogo } from './delete-brand-logo.ts';
import { getBrand } from './get-brand.ts';
import { saveBrand } from './save-brand.ts';
import { uploadBrandLogo } from './upload-brand-logo.ts';

const errors = {
  ...employerErrors,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

/** The employer's brand (docs/decisions/0025-employer-brand.md): settings, logo upload, public logo. */
export const brandRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      BRAND_PATH,
      { schema: { tags: ['brand'], response: { 200: brandResponseSchema, ...errors } } },
      async (request) => getBrand(db, await requireActor(deps, request)),
    );

    app.put(
      BRAND_PATH,
      {
        bodyLimit: 16 * 1024,
        schema: { tags: ['brand'], body: brandInputSchema, response: { 200: brandResponseSchema, ...errors } },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        return saveBrand(db, actor, request.body);
      },
    );

    app.post(
      BRAND_LOGO_PATH,
      {
        bodyLimit: BRAND_LOGO_MAX_BYTES + 64 * 1024,
        schema: { tags: ['brand'], response: { 200: brandResponseSchema, ...errors } },
      },
      async (request) => {
        const actor = await requireActor(deps, request);
        // Checked before the upload is read: a member who may not change the brand sends no file.
        requireAllowed(actor, 'settings.manage');
        const { file } = await readMultipart(request, {
          maxFileBytes: BRAND_LOGO_MAX_BYTES,
          tooLargeMessage: brandMessages.logoTooLarge,
        });
        return uploadBrandLogo(db, deps.blobs, actor, file?.bytes);
      },
    );

    app.delete(
      BRAND_LOGO_PATH,
      { schema: { tags: ['brand'], response: { 200: brandResponseSchema, ...errors } } },
      async (request) => {
        const actor = await requireActor(deps, request);
        return deleteBrandLogo(db, deps.blobs, actor);
      },
    );

    // Public: candidate pages and e-mails show it. Only PNG/JPEG/WebP are ever stored.
    app.get(
      PUBLIC_BRAND_LOGO_ROUTE,
      { schema: { tags: ['brand'], params: z.object({ organizationId: z.string().max(100) }) } },
      async (request, reply) => {
        const { brand } = await loadBrand(db, request.params.organizationId);
        if (!brand?.logoKey || !brand.logoContentType) throw notFound('No logo');
        const { stream } = await deps.blobs.get(brand.logoKey);
        return reply
          .header('content-type', brand.logoContentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cache-control', 'public, max-age=86400')
          .send(stream);
      },
    );
  };
