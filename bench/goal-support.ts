/**
 * The goals, each a ratio measured side by side in one run, and how a benchmark reports
 * what it measured of them. `npm run bench` (run.ts) hands every benchmark a file to append to
 * (BENCH_GOALS_FILE) and then prints each goal's ratio beside the goal; a goal no benchmark
 * reported is "not measured" and counts as missed unless `--skip` names it.
 */
import { appendFileSync } from 'node:fs';

export interface Goal {
  id: string;
  /** What is compared with what. */
  name: string;
  /** The ratio must be at least (`min`) or at most (`max`) this. */
  bound: 'min' | 'max';
  value: number;
  /** The benchmark (file name) that measures it. */
  bench: string;
}

/** The goals every full run must judge. */
export const GOALS: Goal[] = [
  {
    id: 'pos',
    name: 'position post / bare one-transaction-per-fix route, PostgreSQL (throughput)',
    bound: 'min',
    value: 2,
    bench: 'route-ratio.ts',
  },
  {
    id: 'pos-ws',
    name: 'position frames on the live socket / the same bare HTTP route, PostgreSQL (throughput)',
    bound: 'min',
    value: 2,
    bench: 'route-ratio.ts',
  },
  {
    id: 'list',
    name: 'GET /api/orders/client/{id}?limit=50 / bare route, PostgreSQL (throughput)',
    bound: 'min',
    value: 0.5,
    bench: 'route-ratio.ts',
  },
  {
    id: 'me',
    name: 'GET /api/auth/me / bare route, PostgreSQL (throughput)',
    bound: 'min',
    value: 0.5,
    bench: 'route-ratio.ts',
  },
  {
    id: 'fleet',
    name: 'largest fleet held at API p99 <= 100 ms / the same before the group commit',
    bound: 'min',
    value: 3,
    bench: 'fleet.ts',
  },
  {
    id: 'dashboard-tbt',
    name: '/dashboard total blocking time / /login, Lighthouse mobile',
    bound: 'max',
    value: 2,
    bench: 'lighthouse.ts',
  },
];

/** What a benchmark measured of one goal: a ratio with the figures behind it, or why not. */
export type GoalRecord =
  | { id: string; ratio: number; figures: string; bound?: Goal['bound']; value?: number; name?: string }
  | { id: string; notMeasured: string; name?: string };

export const goalMet = (goal: Pick<Goal, 'bound' | 'value'>, ratio: number) =>
  goal.bound === 'min' ? ratio >= goal.value : ratio <= goal.value;

/**
 * Appends a record to the run's goals file; nothing when the benchmark runs on its own. A record
 * for an id not in GOALS (a PGlite row, say) carries its own name, bound and value.
 */
export function recordGoal(record: GoalRecord): void {
  const file = process.env.BENCH_GOALS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
}
