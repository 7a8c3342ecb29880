/**
 * Admin rights from the command line:
 *
 *   npm run admin -- grant <email>    make an existing account an admin
 *   npm run admin -- revoke <email>   remove its admin rights
 *
 * Reads the same settings as the server (DATABASE_URL, or the embedded database under
 * DATA_DIR / PGLITE_DIR). With the embedded database, stop the server first: one process at a
 * time may open it. Every change is written to the audit log.
 */
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { EnvError, parseEnv } from '../src/server/env.ts';
import { setAdminByEmail } from '../src/server/modules/admin/set-admin.ts';
import { projectRoot } from '../src/server/paths.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: 1 })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.resolve(projectRoot, env.PGLITE_DIR ?? path.resolve(projectRoot, env.DATA_DIR, 'pg')),
      });
  try {
    const result = await setAdminByEmail(database.db, email, command === 'grant');
    if (!result.found) {
      console.error(`No account uses the e-mail ${email}. The person must sign up first, then run this again.`);
      return 1;
    }
    if (command === 'grant') {
      console.log(
        result.changed
          ? `${result.email} is now an admin (user id ${result.userId}). Admin Controls appear on their Settings page.`
          : `${result.email} is already an admin (user id ${result.userId}).`,
      );
    } else {
      console.log(
        result.changed
          ? `${result.email} is no longer an admin.`
          : `${result.email} was not an admin; nothing changed.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
