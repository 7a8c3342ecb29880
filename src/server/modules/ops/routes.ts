import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../../core/limits.ts';
import { dataPaths } from '../../data-paths.ts';
import type { AppDeps } from '../../deps.ts';
import { setAdminByEmail } from '../admin/set-admin.ts';
import { createBackup } from './create-backup.ts';
import { assertLocalOperator } from './ops-guard.ts';

export const OPS_PREFIX = '/api/ops';

const adminBody = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH), grant: z.boolean() });

/**
 * How the CLIs act on an embedded database the running server owns (one writer per
 * directory): loopback only, with the token from the lock file. Registered only on PGlite.
 */
export const opsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const embedded = deps.database.embedded;
    if (!embedded) return;
    const token = embedded.lock.info.token;

    app.post(`${OPS_PREFIX}/admin`, { schema: { hide: true, body: adminBody } }, async (request) => {
      assertLocalOperator(request, token);
      return setAdminByEmail(deps.db, request.body.email, request.body.grant, 'cli');
    });

    // A consistent snapshot made by the owner of the database, streamed to `npm run backup`.
    app.post(`${OPS_PREFIX}/backup`, { schema: { hide: true } }, async (request, reply) => {
      assertLocalOperator(request, token);
      const paths = dataPaths(deps.env);
      const dir = await mkdtemp(path.join(tmpdir(), 'screenroom-backup-out-'));
      const file = path.join(dir, 'backup.tar.gz');
      try {
        await createBackup(
          {
            client: embedded.client,
            blobDir: deps.diskSigner ? paths.blobDir : null,
            authSecretFile: paths.authSecretFile,
          },
          file,
        );
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      const stream = createReadStream(file);
      stream.once('close', () => void rm(dir, { recursive: true, force: true }));
      return reply.type('application/gzip').send(stream);
    });
  };
