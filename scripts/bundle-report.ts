/**
 * Prints the initial JavaScript each key route downloads (entry chunk + the route's page
 * chunk + their static imports), gzipped, from Vite's build manifest. The candidate route
 * has a budget (docs/product-rules.md): ≤ 200 KB gzipped. Exits 1 when a budget is exceeded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };

const distDir = path.resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const routes: Array<{ name: string; page: string; budgetKb?: number }> = [
  { name: 'candidate_route', page: 'src/web/pages/candidate/CandidateInterview.tsx', budgetKb: 200 },
  { name: 'landing_route', page: 'src/web/pages/marketing/Landing.tsx' },
  { name: 'dashboard_route', page: 'src/web/pages/dashboard/Dashboard.tsx' },
];

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('no entry chunk in the Vite manifest');
let failed = false;
for (const route of routes) {
  if (!manifest[route.page]) {
    console.log(`BUNDLE ${route.name}_initial_js_gzip missing (no chunk for ${route.page})`);
    continue;
  }
  const files = [...staticClosure([entry, route.page])]
    .map((key) => manifest[key]!.file)
    .filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  const kb = gzipBytes / 1024;
  const verdict =
    route.budgetKb === undefined
      ? ''
      : ` (budget ≤ ${route.budgetKb} KB: ${kb <= route.budgetKb ? 'met' : 'EXCEEDED'})`;
  if (route.budgetKb !== undefined && kb > route.budgetKb) failed = true;
  console.log(`BUNDLE ${route.name}_initial_js_gzip ${kb.toFixed(1)} KB in ${files.length} files${verdict}`);
}
if (failed) process.exitCode = 1;
