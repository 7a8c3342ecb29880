import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlobNotFoundError } from '../../adapters/storage/blob-store.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findSessionUser } from '../../auth/guard.ts';
import { parseByteRange } from './byte-range.ts';
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
          // A player seeking in a recording asks for byte ranges; only the first read is a view.
          const found = await signer.head(key);
          if (!found) throw new BlobNotFoundError(key);
          const size = found.size;
          const range = parseByteRange(request.headers.range, size);
          if (range === 'unsatisfiable') {
            return reply.code(416).header('content-range', `bytes */${size}`).send();
          }
          const { stream, info } = range ? await signer.getRange(key, range.start, range.end) : await signer.get(key);
          try {
            if (!range || range.start === 0) {
              const viewer = await findSessionUser(deps.auth, request);
              await recordFileView(deps, key, viewer?.id ?? null);
            }
          } catch (error) {
            // No file leaves without its audit entry.
            stream.destroy();
            throw error;
          }
          reply.header('content-type', info.contentType);
          reply.header('accept-ranges', 'bytes');
          if (range) {
            reply.code(206);
            reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
          }
          reply.header('content-length', range ? range.end - range.start + 1 : info.size);
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
