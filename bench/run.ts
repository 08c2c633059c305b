/**
 * `npm run bench`: every benchmark in this folder, one after another (they would only measure
 * each other if run at once). Each prints its own figures beside its baseline.
 *   npm run bench                      all of them
 *   npm run bench -- places-pricing    only those whose name contains the word
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// Helpers (names starting with '_' or ending in -support/-seed) are not benchmarks of their own.
const NOT_BENCHMARKS = /^(_|run\.ts$)|-support\.ts$|^seed-|\.d\.ts$/;
const filter = process.argv[2];
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !NOT_BENCHMARKS.test(name))
  .filter((name) => !filter || name.includes(filter))
  .sort();

let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${here}${name}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
console.log(`\n${benches.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
