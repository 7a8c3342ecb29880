import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Architecture boundaries (docs/architecture.md), checked by `npm run lint` and proven by
 * src/architecture-boundaries.test.ts: the core is pure (no framework, no outside service, no
 * Node API, neither server nor web code); the server and the web meet only in the core; the
 * self-identification data stays in the bias module (docs/decisions/0012-bias-monitoring.md);
 * permissions are decided in src/server/access only, which depends on no module
 * (docs/decisions/0040-access-in-one-place.md); only the decision use case writes an
 * interview's accept/reject status (docs/decisions/0020-audit-log-and-oversight.md).
 */
const FRAMEWORKS = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'better-auth',
  'better-auth/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'pg',
  'pg-boss',
  '@electric-sql/*',
  'openai',
  'openai/*',
  'stripe',
  'nodemailer',
  '@aws-sdk/*',
  'pino',
  'pino-*',
  'node:*',
];
const boundary = (group, message) => ({ group, message });
const NO_WEB = boundary(['**/web/**'], 'Server code never imports web code; share it through src/core.');
const NO_SERVER = boundary(['**/server/**'], 'Web code never imports server code; share it through src/core.');
const NO_BIAS = boundary(
  ['**/modules/bias/**', '../bias/**'],
  'Review, the AI layer, interviews and jobs never read self-identification (the bias module).',
);
const NO_ROLE_RULES = {
  group: ['**/core/access', '**/core/access.ts'],
  importNames: ['allow', 'roleMay', 'seesAssignedPostingsOnly', 'ACTION_ROLES', 'POSTING_SCOPED_ACTIONS'],
  message: 'Permissions are decided in src/server/access (requireAllowed, mayTake, the scopes, can.ts), not here.',
};
const ACCESS_STANDS_ALONE = boundary(
  ['**/modules/**', '../modules/**', '**/adapters/**', '**/jobs/**', '**/auth/guard*', '**/http/**'],
  'src/server/access depends only on the core, the database schema and errors: modules call it, never the reverse.',
);
const restrict = (...patterns) => ['error', { patterns }];
const STATUS_MESSAGE =
  "Only the decision use case (modules/review/set-interview-status.ts) writes an interview's status: people decide.";
const STATUS_WRITE = [
  {
    selector:
      "CallExpression[callee.property.name='set'][callee.object.callee.property.name='update'][callee.object.arguments.0.name='interviews'] > ObjectExpression > Property[key.name='status']",
    message: STATUS_MESSAGE,
  },
];
const DECIDERS = ['src/server/modules/review/set-interview-status.ts', 'src/server/db/seed.ts'];
const SELF_IDENTIFICATION_MESSAGE = 'Only the bias module (and the schema) may touch the self-identification table.';
const SELF_IDENTIFICATION = [
  { selector: "Identifier[name='selfIdentifications']", message: SELF_IDENTIFICATION_MESSAGE },
  { selector: 'Literal[value=/self_identifications/]', message: SELF_IDENTIFICATION_MESSAGE },
  { selector: 'TemplateElement[value.raw=/self_identifications/]', message: SELF_IDENTIFICATION_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'drizzle/**',
      'scratch/**',
      'coverage/**',
      'tests/integration/public-api/typed-client/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/core/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        boundary(
          FRAMEWORKS,
          'src/core is pure: no framework, outside service or Node API; adapters live in src/server.',
        ),
        boundary(['**/server/**', '**/web/**'], 'src/core never imports server or web code.'),
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(NO_WEB, NO_ROLE_RULES) },
  },
  {
    files: ['src/server/access/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(NO_WEB, ACCESS_STANDS_ALONE) },
  },
  {
    files: [
      'src/server/modules/review/**/*.ts',
      'src/server/modules/interviews/**/*.ts',
      'src/server/adapters/ai/**/*.ts',
      'src/server/jobs/**/*.ts',
    ],
    rules: { 'no-restricted-imports': restrict(NO_WEB, NO_ROLE_RULES, NO_BIAS) },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/schema.ts', 'src/server/modules/bias/**', '**/*.test.ts', ...DECIDERS],
    rules: { 'no-restricted-syntax': ['error', ...SELF_IDENTIFICATION, ...STATUS_WRITE] },
  },
  {
    files: DECIDERS,
    rules: { 'no-restricted-syntax': ['error', ...SELF_IDENTIFICATION] },
  },
  {
    files: ['src/server/db/schema.ts', 'src/server/modules/bias/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...STATUS_WRITE] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(NO_SERVER) },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
