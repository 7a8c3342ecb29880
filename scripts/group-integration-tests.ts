/**
 * Groups tests/integration/ by module (issue #26 item 5, docs/decisions/0046): moves each flat
 * `tests/integration/<name>.int.test.ts` (and the typed-client folder) into the folder of the
 * src/server/modules module it tests, or of the cross-cutting area it belongs to, with `git mv`;
 * adds one `../` to the relative imports of what it moved; and rewrites every mention of an old
 * path in the repository's text files (vitest.config.ts's process suites, tsconfig.json,
 * eslint.config.js, .gitignore, .prettierignore, README, docs, scripts).
 *
 * Idempotent: what is already in place is left alone, and old paths are rewritten wherever they
 * still appear, so it can be run again after merging a branch that added or named flat files.
 * A flat file it has no rule for stays where it is and is listed (exit code 2): add it to FOLDERS.
 *
 *   node --import tsx scripts/group-integration-tests.ts [--dry-run]
 *
 * tests/integration/security/ and tests/integration/operations/ are left as they are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = 'tests/integration';
const SUFFIX = '.int.test.ts';
const dryRun = process.argv.includes('--dry-run');

/** Folder → the flat files (without `.int.test.ts`) or folders it takes. */
const FOLDERS: Record<string, string[]> = {
  // Modules of src/server/modules.
  accounts: ['auth', 'signup-duplicates', 'security-auth'],
  admin: ['admin', 'admin-cli'],
  audit: ['audit-log'],
  bias: ['bias-report', 'bias-self-identification'],
  billing: ['billing', 'billing-quota', 'billing-webhook'],
  brand: ['brand'],
  candidate: [
    'ai-assessment-consent',
    'answer-segments',
    'answer-segments-builtin',
    'candidate-accommodations',
    'candidate-flow',
    'candidate-quota',
    'candidate-speech',
    'candidate-stt-limits',
    'candidate-submit',
    'plan-answer-limit',
  ],
  cv: ['cv-follow-up', 'cv-text'],
  files: ['blob-store'],
  health: ['health-storage'],
  interviews: ['ai-feedback-job', 'interview-follows-plan', 'interviewer-eval', 'interviewer-listens'],
  invitations: ['invitations'],
  'mail-templates': ['mail-templates'],
  notifications: ['submission-digest-schedule'],
  ops: ['backup-restore'],
  organizations: ['organization-invitations', 'organization-rename', 'organizations-migration'],
  plans: ['interview-plans', 'plan-first-postings'],
  postings: ['postings', 'postings-dashboard', 'postings-subscription'],
  previews: ['candidate-preview'],
  'public-api': ['public-api', 'public-api-roles', 'typed-client/'],
  retention: ['retention', 'job-payload-purge'],
  review: [
    'decisions-bulk',
    'everyday-review',
    'quote-playback',
    'review-assessment-retries',
    'review-decision-mail',
    'review-interview',
    'review-links',
    'review-lists',
  ],
  scorecards: ['scorecards', 'team-score'],
  'second-round': ['second-round'],
  'shared-review': ['shared-review'],
  webhooks: ['webhooks', 'webhook-test-event'],
  'your-data': ['candidate-rights'],
  // Cross-cutting.
  /** Who may do what: the role matrix, `can` flags, the guard's public paths, the member factory. */
  access: ['access', 'actors', 'can-flags', 'organization-roles'],
  /** The AI and speech adapters (src/server/adapters): providers, local recognition, its crashes. */
  ai: [
    'ai-builtin-stt',
    'ai-openai-assess-eval',
    'ai-openai-plan-draft',
    'ai-openai-provider',
    'ai-policy',
    'speech-setup-fresh-machine',
    'stt-crash-cleanup',
    'stt-crash-kill',
  ],
  /** The HTTP layer (src/server/http, app.ts): origins, guards on input, headers, logs, the OpenAPI document. */
  http: [
    'client-address',
    'input-guards',
    'log-redaction',
    'openapi-lint',
    'origin-check',
    'origins',
    'security-headers',
  ],
  /** The database and the job queue as the process runs them. */
  platform: ['data-dir-owner', 'database-concurrent-start', 'job-queue-shutdown'],
};

/** For flat files added later that FOLDERS does not name yet: the first matching prefix wins. */
const PREFIXES: [RegExp, string][] = [
  [/^review-/, 'review'],
  [/^(candidate-|answer-segments)/, 'candidate'],
  [/^(ai-openai-|ai-builtin|stt-|speech-)/, 'ai'],
  [/^interview(er)?-/, 'interviews'],
  [/^billing-/, 'billing'],
  [/^postings?-/, 'postings'],
  [/^plans?-/, 'plans'],
  [/^webhooks?-/, 'webhooks'],
  [/^organizations?-/, 'organizations'],
  [/^bias-/, 'bias'],
  [/^public-api/, 'public-api'],
  [/^cv-/, 'cv'],
  [/^scorecards?-/, 'scorecards'],
  [/^audit-/, 'audit'],
  [/^second-round/, 'second-round'],
  [/^shared-review/, 'shared-review'],
];

/** Left as they are. */
const KEEP = new Set(['security', 'operations']);

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

/** Old repository path → new one, for every entry of FOLDERS (whether moved now or before). */
const moves = new Map<string, string>();
for (const [folder, entries] of Object.entries(FOLDERS)) {
  for (const entry of entries) {
    const name = entry.endsWith('/') ? entry.slice(0, -1) : `${entry}${SUFFIX}`;
    moves.set(`${ROOT}/${name}`, `${ROOT}/${folder}/${name}`);
  }
}
const folders = new Set(Object.keys(FOLDERS));

// Flat files no entry names: by prefix, else reported.
const unmapped: string[] = [];
for (const entry of readdirSync(ROOT)) {
  const full = `${ROOT}/${entry}`;
  if (statSync(full).isDirectory() || moves.has(full)) continue;
  if (!entry.endsWith(SUFFIX)) continue;
  const folder = PREFIXES.find(([pattern]) => pattern.test(entry))?.[1];
  if (folder) moves.set(full, `${ROOT}/${folder}/${entry}`);
  else unmapped.push(full);
}

/** One more `../` on each relative specifier that leaves the moved file's (or folder's) place. */
function deepenImports(file: string, movedRoot: string): void {
  const text = readFileSync(file, 'utf8');
  const depthInside = path.relative(movedRoot, path.dirname(file)).split(path.sep).filter(Boolean).length;
  const leaves = (specifier: string) => {
    const ups = specifier.match(/^(\.\.\/)+/)?.[0].length ?? 0;
    return ups / 3 > depthInside;
  };
  const fixed = text.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|"extends":\s*)(['"])(\.\.\/[^'"]*)\2/g,
    (all, lead: string, quote: string, specifier: string) =>
      leaves(specifier) ? `${lead}${quote}../${specifier}${quote}` : all,
  );
  if (fixed !== text && !dryRun) writeFileSync(file, fixed);
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(`${dir}/${d.name}`) : [`${dir}/${d.name}`],
  );

let moved = 0;
/** Files this run wrote: formatted at the end (a deeper import path may need its line broken). */
const touched: string[] = [];
for (const [from, to] of moves) {
  if (!existsSync(from)) continue;
  if (existsSync(to)) throw new Error(`${from} and ${to} both exist: merge them by hand`);
  if (KEEP.has(path.basename(from))) continue;
  console.log(`${dryRun ? 'would move' : 'git mv'} ${from} → ${to}`);
  moved++;
  if (dryRun) continue;
  mkdirSync(path.dirname(to), { recursive: true });
  const directory = statSync(from).isDirectory();
  git('mv', from, to);
  const files = directory ? filesUnder(to).filter((f) => /\.(ts|json)$/.test(f) && !f.includes('/generated/')) : [to];
  for (const file of files) deepenImports(file, directory ? to : path.dirname(to));
  touched.push(...files);
}

// Mentions of the old paths anywhere in the repository's tracked text files.
const textFile =
  /\.(ts|tsx|js|mjs|cjs|json|md|sh|ya?ml|txt)$|(^|\/)(\.gitignore|\.prettierignore|\.dockerignore|Dockerfile|run)$/;
const replacements = [...moves].filter(([from]) => !existsSync(from));
let rewritten = 0;
for (const file of git('ls-files')
  .split('\n')
  .filter((f) => f && textFile.test(f) && existsSync(f))) {
  if (file === 'scripts/group-integration-tests.ts') continue;
  const text = readFileSync(file, 'utf8');
  let next = text;
  for (const [from, to] of replacements) {
    // Whole path segments only: `tests/integration/auth.int.test.ts`, `tests/integration/typed-client/…`.
    next = next.replace(new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\w.-])`, 'g'), to);
  }
  if (next !== text) {
    rewritten++;
    console.log(`${dryRun ? 'would rewrite' : 'rewrote'} paths in ${file}`);
    if (!dryRun) writeFileSync(file, next);
    touched.push(file);
  }
}
if (touched.length > 0 && !dryRun) {
  execFileSync('npx', ['prettier', '--write', '--ignore-unknown', '--log-level', 'warn', ...touched], {
    stdio: 'inherit',
  });
}

console.log(`${moved} moved, ${rewritten} files with paths rewritten, folders: ${[...folders].sort().join(' ')}`);
if (unmapped.length > 0) {
  console.error(`No folder for: ${unmapped.join(', ')}. Add them to FOLDERS in ${process.argv[1]}.`);
  process.exit(2);
}
