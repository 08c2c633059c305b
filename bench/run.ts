/**
 * `npm run bench`: every benchmark in this folder, one after another (they would only measure
 * each other if run at once). Each prints its own figures beside its baseline; then this prints
 * every goal of bench/goal-support.ts with the ratio measured beside it, writes that table to
 * bench/results/goals-<date>.md and exits non-zero when a goal is missed, a benchmark failed, or
 * a goal was not measured (its reason printed) and not skipped.
 *   npm run bench                          all of them
 *   npm run bench -- places-pricing        only those whose name contains the word
 *   npm run bench -- route-ratio,fleet     or one of the words
 *   npm run bench -- --skip=fleet,dashboard-tbt
 *                                          goals not judged in this run (said so in the table)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOALS, goalMet, type GoalRecord } from './goal-support';
import { printTable } from './table-support';

const here = fileURLToPath(new URL('.', import.meta.url));
// Helpers (names starting with '_' or ending in -support/-seed) are not benchmarks of their own.
const NOT_BENCHMARKS = /^(_|run\.ts$)|-support\.ts$|^seed-|\.d\.ts$|\.test\.ts$/;
const args = process.argv.slice(2);
const skipped = new Set(
  args.flatMap((a) => (a.startsWith('--skip=') ? a.slice('--skip='.length).split(',') : [])),
);
const unknown = [...skipped].filter((id) => !GOALS.some((g) => g.id === id));
if (unknown.length) {
  console.error(`--skip: no goal ${unknown.join(', ')} (goals: ${GOALS.map((g) => g.id).join(', ')})`);
  process.exit(2);
}
const filter = args.find((a) => !a.startsWith('--'));
const words = filter?.split(',') ?? [];
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !NOT_BENCHMARKS.test(name))
  .filter((name) => !filter || words.some((word) => name.includes(word)))
  .sort();

const scratch = mkdtempSync(join(tmpdir(), 'medlink-bench-'));
const goalsFile = join(scratch, 'goals.jsonl');
writeFileSync(goalsFile, '');
const exits = new Map<string, number | null>();
for (const name of benches) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${here}${name}`], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_GOALS_FILE: goalsFile },
  });
  exits.set(name, result.status);
}
const records = readFileSync(goalsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as GoalRecord);
rmSync(scratch, { recursive: true, force: true });

const failed = [...exits].filter(([, status]) => status !== 0).map(([name]) => name);
console.log(
  `\n${benches.length} benchmarks ran, ${failed.length} exited non-zero (a goal of their own missed, or a fault)`,
);

/** Why a goal has no record: its benchmark was not run, or stopped before it said. */
const unmeasuredReason = (bench: string) =>
  !exits.has(bench)
    ? `${bench} was not run${filter ? ` (only benchmarks named like "${filter}")` : ''}`
    : `${bench} exited with ${exits.get(bench) ?? 'a signal'} before reporting it`;

const rows: string[][] = [];
let missed = 0;
const judge = (
  id: string,
  name: string,
  goal: { bound: 'min' | 'max'; value: number },
  record: GoalRecord | undefined,
  fallback: string,
) => {
  const goalText = `${goal.bound === 'min' ? '>=' : '<='} ${goal.value}`;
  if (skipped.has(id)) {
    rows.push([id, name, '-', goalText, 'skipped (--skip)']);
    return;
  }
  if (!record || 'notMeasured' in record) {
    missed++;
    rows.push([id, name, '-', goalText, `MISSED, not measured: ${record?.notMeasured ?? fallback}`]);
    return;
  }
  const ok = goalMet(goal, record.ratio);
  if (!ok) missed++;
  rows.push([id, name, `${record.ratio.toFixed(2)} (${record.figures})`, goalText, ok ? 'ok' : 'MISSED']);
};
// The last record of a goal wins (a benchmark may say "not measured" first, then measure it).
const latest = new Map(records.map((r) => [r.id, r]));
for (const goal of GOALS) judge(goal.id, goal.name, goal, latest.get(goal.id), unmeasuredReason(goal.bench));
// Rows a benchmark reports beyond the issue's goals (the same pairs on PGlite, say), judged alike.
for (const record of latest.values()) {
  if (GOALS.some((g) => g.id === record.id) || 'notMeasured' in record) continue;
  if (!record.bound || record.value === undefined) continue;
  judge(record.id, record.name ?? record.id, { bound: record.bound, value: record.value }, record, '');
}

const header = ['goal', 'what', 'ratio (figures)', 'goal', 'verdict'];
const lines: string[] = [];
printTable(header, rows, (line) => lines.push(line));
const when = new Date().toISOString();
const verdict =
  missed || failed.length
    ? `${missed} goal(s) missed or not measured, ${failed.length} benchmark(s) exited non-zero`
    : `every goal judged was met${skipped.size ? ` (${skipped.size} skipped by --skip)` : ''}`;
console.log(`\nGoals (ratios measured side by side in this run)\n${lines.join('\n')}\n\n${verdict}`);
mkdirSync(`${here}results`, { recursive: true });
writeFileSync(
  `${here}results/goals-${when.slice(0, 10)}.md`,
  `# npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}, ${when.slice(0, 16)} UTC, ` +
    `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n\n` +
    `\`\`\`\n${lines.join('\n')}\n\n${verdict}\n\`\`\`\n`,
);
process.exit(missed || failed.length ? 1 : 0);
