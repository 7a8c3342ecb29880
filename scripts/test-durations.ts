/**
 * Where test time goes: reads the JSON report of a vitest run and prints, per project, the number
 * of files and the summed file time, then the slowest files. Project = the worker's TEST_DB is not
 * in the report, so a file run by two projects appears twice (suffixed #2).
 *
 *   npx vitest run --project 'integration*' --reporter=default --reporter=json --outputFile=report.json
 *   node --import tsx scripts/test-durations.ts report.json [top=20]
 *
 * Summed file time is worker time (two workers run files side by side), so compare projects
 * and files with each other, not with the wall clock (docs/decisions/0046).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type FileResult = { name: string; startTime: number; endTime: number; assertionResults: unknown[] };
type Report = { startTime: number; testResults: FileResult[] };

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node --import tsx scripts/test-durations.ts <vitest-json-report> [top]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const top = Number(topArg ?? 20);
const root = process.cwd();

const seen = new Map<string, number>();
const rows = report.testResults.map((result) => {
  const relative = path.relative(root, result.name);
  const count = (seen.get(relative) ?? 0) + 1;
  seen.set(relative, count);
  return {
    file: count > 1 ? `${relative} #${count}` : relative,
    group: relative.split('/').slice(0, 2).join('/'),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  };
});

const end = Math.max(...report.testResults.map((r) => r.endTime));
const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`wall ${((end - report.startTime) / 1000).toFixed(0)} s, summed file time ${total.toFixed(0)} s`);
const groups = new Map<string, { files: number; seconds: number }>();
for (const row of rows) {
  const group = groups.get(row.group) ?? { files: 0, seconds: 0 };
  group.files += 1;
  group.seconds += row.seconds;
  groups.set(row.group, group);
}
for (const [name, group] of [...groups].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(`${name.padEnd(30)} ${String(group.files).padStart(4)} files ${group.seconds.toFixed(0).padStart(6)} s`);
console.log(`\nslowest ${top} files:`);
for (const row of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, top))
  console.log(
    `${row.seconds.toFixed(1).padStart(7)} s ${((100 * row.seconds) / total).toFixed(1).padStart(5)} % ${row.file} (${row.tests} tests)`,
  );
