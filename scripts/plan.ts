/**
 * `npm run plan -- --lilim FILE [--seconds S] [--seed N]`: solves one Li & Lim instance with the
 * planner and prints, as its last line, `{"vehicles": n, "distance": d, "routes": [[task ids]]}`.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseLiLim } from '../src/domain/planner/lilim';
import { solve } from '../src/domain/planner/solve';

const { values } = parseArgs({
  options: {
    lilim: { type: 'string' },
    seconds: { type: 'string' },
    seed: { type: 'string' },
    iterations: { type: 'string' },
    clock: { type: 'string' },
  },
});
if (!values.lilim) {
  console.error(
    'usage: npm run plan -- --lilim FILE [--seconds S] [--seed N] [--iterations N] [--clock wall|cpu]',
  );
  process.exit(2);
}
const seconds = Number(values.seconds ?? 10);
if (!(seconds > 0)) {
  console.error('--seconds must be a positive number');
  process.exit(2);
}
// The budget is wall-clock time by default; `--clock cpu` counts this process's CPU time instead,
// so that a run on a machine shared with other work measures what the search does with S seconds.
const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const clock = values.clock === 'cpu' ? cpuMs : () => performance.now();
const instance = parseLiLim(readFileSync(values.lilim, 'utf8'));
const began = performance.now();
const cpuBegan = cpuMs();
const result = solve(instance, {
  seed: Number(values.seed ?? 1),
  timeLimitMs: seconds * 1000,
  maxIterations: values.iterations ? Number(values.iterations) : undefined,
  now: clock,
});
const elapsed = (performance.now() - began) / 1000;
const cpu = (cpuMs() - cpuBegan) / 1000;
console.error(
  `planner: ${result.iterations} iterations, wall ${elapsed.toFixed(2)} s, cpu ${cpu.toFixed(2)} s, ${result.unserved.length} requests unserved`,
);
console.log(
  JSON.stringify({
    vehicles: result.vehicles,
    distance: Math.round(result.distance * 1e4) / 1e4,
    routes: result.routes.filter((route) => route.length > 0),
  }),
);
