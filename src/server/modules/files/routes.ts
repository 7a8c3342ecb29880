import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlobNotFoundError } from '../../adapters/storage/blob-store.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findSessionUser } from '../../auth/guard.ts';
import { recordFileView } from './record-file-view.ts';

/** Serves disk-stored blobs behind HMAC-signed, expiring links (S3 links go to the bucket directly). */
export const blobRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const signer = deps.diskSigner;
    if (!signer) return;
    app.get(
      '/api/blobs/*',
      {
        schema: {
          hide: true,
          querystring: z.object({
            expires: z.coerce.number().int(),
            signature: z.string().min(1).max(200),
            name: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const { expires, signature, name } = request.query;
        if (!signer.verifySignature(key, expires, signature, name)) {
          throw new AppError('FORBIDDEN', 'This link is invalid or has expired.');
        }
        try {
          const { stream, info } = await signer.get(key);
          try {
            const viewer = await findSessionUser(deps.auth, request);
            await recordFileView(deps.database.db, key, viewer?.id ?? null);
          } catch (error) {
            // No file leaves without its audit entry.
            stream.destroy();
            throw error;
          }
          reply.header('content-type', info.contentType);
          reply.header('content-length', info.size);
          reply.header('cache-control', 'private, max-age=60');
          reply.header('x-content-type-options', 'nosniff');
          if (name) reply.header('content-disposition', `attachment; filename="${name.replace(/["\r\n]/g, '')}"`);
          return reply.send(stream);
        } catch (error) {
          if (error instanceof BlobNotFoundError) throw new AppError('NOT_FOUND', 'File not found');
          throw error;
        }
      },
    );
  };
