/**
 * Route order for a driver holding several jobs (decision 020): the heuristic of
 * src/domain/route-order.ts against the naive order (jobs in accept order, pickup then delivery
 * each) on seeded random runs in Houston's metro. No server: a pure function, so the figures are
 * the same on every machine. Prints total miles of both and the ratio beside the goal.
 *
 *   node --import tsx bench/route-order.ts            (ROUTE_RUNS=500 ROUTE_SEED=19 by default)
 */
import { naiveStops, orderStops, planStops } from '../src/domain/route-order';
import { randomJobs, seededRandom } from '../src/domain/route-order-fixtures';

/** The heuristic's miles over the naive order's, summed over the runs: at most this to pass. */
const GOAL_RATIO = 0.8;
const RUNS = Number(process.env.ROUTE_RUNS ?? 500);
const SEED = Number(process.env.ROUTE_SEED ?? 19);
const NOW = new Date('2026-03-02T15:00:00Z');

const random = seededRandom(SEED);
const rows: string[] = [];
let total = { naive: 0, heuristic: 0, naiveLate: 0, heuristicLate: 0, worse: 0 };
const started = performance.now();
for (const jobCount of [2, 3, 4, 6, 8]) {
  const bucket = { naive: 0, heuristic: 0, naiveLate: 0, heuristicLate: 0, worse: 0 };
  for (let run = 0; run < RUNS / 5; run++) {
    const { jobs, start } = randomJobs(random, jobCount, NOW);
    const naive = planStops(naiveStops(jobs), start, NOW);
    const planned = orderStops(jobs, start, NOW);
    bucket.naive += naive.totalMiles;
    bucket.heuristic += planned.totalMiles;
    bucket.naiveLate += naive.lateMinutes;
    bucket.heuristicLate += planned.lateMinutes;
    if (planned.lateMinutes > naive.lateMinutes + 1e-6) bucket.worse++;
  }
  rows.push(
    `${String(jobCount).padStart(4)} jobs  naive ${bucket.naive.toFixed(0).padStart(8)} mi  heuristic ${bucket.heuristic
      .toFixed(0)
      .padStart(
        8,
      )} mi  ratio ${(bucket.heuristic / bucket.naive).toFixed(3)}  late min naive ${bucket.naiveLate.toFixed(0)} / heuristic ${bucket.heuristicLate.toFixed(0)}`,
  );
  total = {
    naive: total.naive + bucket.naive,
    heuristic: total.heuristic + bucket.heuristic,
    naiveLate: total.naiveLate + bucket.naiveLate,
    heuristicLate: total.heuristicLate + bucket.heuristicLate,
    worse: total.worse + bucket.worse,
  };
}
const ratio = total.heuristic / total.naive;
console.log(
  `route-order: ${RUNS} seeded runs (seed ${SEED}), ${(performance.now() - started).toFixed(0)} ms`,
);
for (const row of rows) console.log(row);
console.log(
  `total       naive ${total.naive.toFixed(0)} mi  heuristic ${total.heuristic.toFixed(0)} mi  ratio ${ratio.toFixed(3)}  goal <= ${GOAL_RATIO}  ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'}`,
);
console.log(
  `lateness    naive ${total.naiveLate.toFixed(0)} min  heuristic ${total.heuristicLate.toFixed(0)} min  runs later than naive: ${total.worse}`,
);
if (ratio > GOAL_RATIO || total.worse > 0) process.exitCode = 1;
