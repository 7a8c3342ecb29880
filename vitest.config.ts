import { configDefaults, defineConfig } from 'vitest/config';

const integrationFiles = ['src/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'];

/**
 * Suites that start the real server or a CLI as a child process (or compile a generated client
 * with tsc). What they check — start-up, signals, locks and files on disk, the command line, a
 * crash — does not depend on TEST_DB: the processes they start open their own embedded database.
 * So they run once, in the `integration-processes` project, instead of once per database
 * (docs/decisions/0046-tests-quick-to-write-and-run.md). A new suite that spawns belongs here.
 */
export const processSuites = [
  'tests/integration/admin/admin-cli.int.test.ts',
  'tests/integration/ops/backup-restore.int.test.ts',
  'tests/integration/platform/data-dir-owner.int.test.ts',
  'tests/integration/operations/graceful-shutdown.int.test.ts',
  'tests/integration/security/f17-ssrf-npm-start.int.test.ts',
  'tests/integration/ai/speech-setup-fresh-machine.int.test.ts',
  'tests/integration/ai/stt-crash-kill.int.test.ts',
  'tests/integration/public-api/typed-client/typed-client.int.test.ts',
];

/**
 * Suites whose subject is not the database: HTTP shape (headers, origins, input guards, the
 * OpenAPI document), the AI and speech adapters against fake servers and pocketsphinx (most of
 * them open no database at all), and CV text extraction. They store rows only as set-up, through
 * the same use cases other suites drive on both databases, so the PostgreSQL pass would repeat the
 * PGlite pass for them (docs/decisions/0046-tests-quick-to-write-and-run.md). They run on PGlite only.
 */
export const embeddedOnlySuites = ['tests/integration/http/**', 'tests/integration/ai/**', 'tests/integration/cv/**'];

// Integration tests run against PGlite always, and again against PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), except the suites above; the process-spawning suites
// run once, on PGlite.
const integrationProjects = [
  { name: 'integration', env: { TEST_DB: 'pglite' }, include: integrationFiles, exclude: processSuites },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'integration-postgres',
          env: { TEST_DB: 'postgres' },
          include: integrationFiles,
          exclude: [...processSuites, ...embeddedOnlySuites],
        },
      ]
    : []),
  { name: 'integration-processes', env: { TEST_DB: 'pglite' }, include: processSuites, exclude: [] },
].map(({ name, env, include, exclude }) => ({
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    env,
    // Migrates one database that each test app's database starts as a copy of.
    globalSetup: ['tests/support/db-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    maxWorkers: 2,
    // A worker runs one file after another in one process: each file still starts its own apps
    // and databases, but the server's modules and PGlite's WebAssembly load once per worker, not
    // once per file (that halved the suite's time).
    isolate: false,
  },
}));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          // Files share a worker's module cache (no file mocks a module): 70 s -> 19 s on two cores (docs/decisions/0046).
          isolate: false,
        },
      },
      ...integrationProjects,
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/db-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          fileParallelism: Number(process.env.E2E_WORKERS ?? 1) > 1,
          // The server's modules load once per worker, not once per file (import 208 s -> 8 s), as in integration.
          isolate: false,
        },
      },
    ],
  },
});
