import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandMessages } from '../../../core/api/brand.ts';
import { brandEndpoints as endpoints } from '../../../core/api/endpoints/brand.ts';
import { BRAND_LOGO_MAX_BYTES } from '../../../core/brand.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { readMultipart } from '../candidate/multipart.ts';
import { loadBrand } from './brand-store.ts';
import { deleteBrandLogo } from './delete-brand-logo.ts';
import { getBrand } from './get-brand.ts';
import { saveBrand } from './save-brand.ts';
import { uploadBrandLogo } from './upload-brand-logo.ts';

/**
 * The employer's brand (docs/decisions/0025-employer-brand.md): settings, logo upload, public logo,
 * as declared in src/core/api/endpoints/brand.ts.
 */
export const brandRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    registerEndpoint(app, deps, endpoints.get, async ({ actor }) => getBrand(deps, actor));

    registerEndpoint(app, deps, endpoints.save, async ({ actor, body }) => saveBrand(deps, actor, body), {
      bodyLimit: 16 * 1024,
    });

    // registerEndpoint checks the declared settings.manage before calling this handler, and the
    // multipart stream is only read here: a member who may not change the brand sends no file.
    registerEndpoint(
      app,
      deps,
      endpoints.uploadLogo,
      async ({ actor, request }) => {
        const { file } = await readMultipart(request, {
          maxFileBytes: BRAND_LOGO_MAX_BYTES,
          tooLargeMessage: brandMessages.logoTooLarge,
        });
        return uploadBrandLogo(deps, actor, file?.bytes);
      },
      { bodyLimit: BRAND_LOGO_MAX_BYTES + 64 * 1024 },
    );

    registerEndpoint(app, deps, endpoints.deleteLogo, async ({ actor }) => deleteBrandLogo(deps, actor));

    // Public: candidate pages and e-mails show it. Only PNG/JPEG/WebP are ever stored.
    registerEndpoint(app, deps, endpoints.publicLogo, async ({ params, reply }) => {
      const { brand } = await loadBrand(db, params.organizationId);
      if (!brand?.logoKey || !brand.logoContentType) throw notFound('No logo');
      const { stream } = await deps.blobs.get(brand.logoKey);
      return reply
        .header('content-type', brand.logoContentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=86400')
        .send(stream);
    });
  };
