import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs every bench/*.ts except this runner, one after another (timings must not compete),
 * each in its own `node --import tsx` process, forwarding its output. `npm run bench -- dashboard`
 * runs only the benchmarks whose file name contains one of the given words.
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.endsWith('.d.ts'))
  .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
  .sort();

function runOne(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`bench ${file}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const failed: string[] = [];
for (const file of files) {
  console.log(`# bench ${file}`);
  const started = performance.now();
  const code = await runOne(file);
  console.log(
    `# bench ${file} ${code === 0 ? 'done' : `failed (exit ${code})`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failed.push(file);
}
if (files.length === 0) console.log('# no benchmarks matched');
if (failed.length > 0) {
  console.error(`# failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
