/**
 * Admin rights from the command line:
 *
 *   npm run admin -- grant <email>    make an existing account an admin
 *   npm run admin -- revoke <email>   remove its admin rights
 *
 * Reads the same settings as the server (DATABASE_URL, or the embedded database under
 * DATA_DIR / PGLITE_DIR). The embedded database has one owner: while the server runs, the
 * change goes through the server's local ops endpoint (effective at once); otherwise this
 * process opens the database itself. Every change is written to the audit log.
 */
import { openDatabase } from '../src/server/db/client.ts';
import { dataPaths } from '../src/server/data-paths.ts';
import { setAdminByEmail, type SetAdminResult } from '../src/server/modules/admin/set-admin.ts';
import { callOps, runningServer } from '../src/server/modules/ops/ops-client.ts';
import { readEnv, runCli } from './cli.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  if (!env) return 1;
  const grant = command === 'grant';
  const { pgDir } = dataPaths(env);
  const server = env.DATABASE_URL ? null : runningServer(pgDir);
  let result: SetAdminResult;
  if (server) {
    result = (await (await callOps(server, '/admin', { email, grant })).json()) as SetAdminResult;
    console.log(`(through the running server at ${server.url}, pid ${server.pid})`);
  } else {
    const database = env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: pgDir, holder: 'npm run admin' });
    try {
      result = await setAdminByEmail(database.db, email, grant);
    } finally {
      await database.close();
    }
  }
  if (!result.found) {
    console.error(`No account uses the e-mail ${email}. The person must sign up first, then run this again.`);
    return 1;
  }
  if (grant) {
    console.log(
      result.changed
        ? `${result.email} is now an admin (user id ${result.userId}). Admin Controls appear on their Settings page.`
        : `${result.email} is already an admin (user id ${result.userId}).`,
    );
  } else {
    console.log(
      result.changed ? `${result.email} is no longer an admin.` : `${result.email} was not an admin; nothing changed.`,
    );
  }
  return 0;
}

runCli(main);
