/** What every command-line entry point shares: reading the settings and turning a result into an exit code. */
import { EnvError, parseEnv, type Env } from '../src/server/env.ts';

/** The server's settings, or null after printing which one is wrong. */
export function readEnv(): Env | null {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

/** Runs `main` with the command's arguments and exits with its code (1 and the message on a crash). */
export function runCli(main: (argv: string[]) => Promise<number>) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
