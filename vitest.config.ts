import { defineConfig } from 'vitest/config';

// Integration tests run against PGlite always, and again against PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it).
const integrationProjects = [
  { name: 'integration', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'integration-postgres', env: { TEST_DB: 'postgres' } }] : []),
].map(({ name, env }) => ({
  test: {
    name,
    include: ['src/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
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
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
