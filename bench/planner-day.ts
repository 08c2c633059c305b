/**
 * The planner on the product's own day: a seeded day of 500 orders and 60 drivers over the five
 * states (src/domain/planner/day-fixtures.ts), built as the server builds it (day.ts), solved
 * within a budget, then one new order inserted into that plan as the server does when an order
 * is confirmed. Goals: the plan in under 20 s, the insertion in under 200 ms.
 *   DAY_ORDERS=500 DAY_DRIVERS=60 DAY_SECONDS=15 DAY_SEED=36 npm run bench -- planner-day
 */
import { buildDayProblem } from '../src/domain/planner/day';
import { seededDay } from '../src/domain/planner/day-fixtures';
import { buildModel } from '../src/domain/planner/model';
import { PlaceMatrix } from '../src/domain/planner/place-matrix';
import { planViolations } from '../src/domain/planner/plan-check';
import { solve } from '../src/domain/planner/solve';

const orders = Number(process.env.DAY_ORDERS ?? 500);
const driverCount = Number(process.env.DAY_DRIVERS ?? 60);
const seconds = Number(process.env.DAY_SECONDS ?? 15);
const seed = Number(process.env.DAY_SEED ?? 36);
/** As the server's insertion (modules/dispatch-plan/service.ts). */
const IMPROVE_MS = 50;
const now = new Date('2026-12-01T14:00:00Z');
const cpu = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const timed = <T>(work: () => T): { value: T; wall: number; cpu: number } => {
  const wall0 = performance.now();
  const cpu0 = cpu();
  const value = work();
  return { value, wall: performance.now() - wall0, cpu: cpu() - cpu0 };
};

const day = seededDay(seed, orders + 1, driverCount, now);
const last = day.orders.pop()!;
const places = new PlaceMatrix();
const clock = process.env.DAY_CLOCK === 'cpu' ? cpu : () => performance.now();
const built = timed(() => {
  const problem = buildDayProblem(day.orders, day.drivers, now, places);
  return { problem, model: buildModel(problem.instance) };
});
const planned = timed(() => solve(built.value.model, { seed, timeLimitMs: seconds * 1000, now: clock }));
const plan = planned.value;
const violations = planViolations(built.value.problem.instance, plan.routes);
console.log(
  `day: ${orders} orders, ${driverCount} drivers, seed ${seed}, budget ${seconds} s (${process.env.DAY_CLOCK === 'cpu' ? 'cpu' : 'wall'} clock)`,
);
console.log(
  `build (matrix ${built.value.problem.instance.size}² and look-ups): wall ${built.wall.toFixed(0)} ms, cpu ${built.cpu.toFixed(0)} ms`,
);
console.log(
  `plan: ${orders - plan.unserved.length} served, ${plan.unserved.length} listed as unserved, ${plan.vehicles} drivers, ${plan.distance.toFixed(0)} mi, ${plan.iterations} iterations; wall ${(planned.wall / 1000).toFixed(1)} s, cpu ${(planned.cpu / 1000).toFixed(1)} s; ${violations.length} violations`,
);

// One more order: rebuild the day with it and insert it into the plan, then a short improvement.
const insert = timed(() => {
  const problem = buildDayProblem([...day.orders, last], day.drivers, now, places);
  const model = buildModel(problem.instance);
  const result = solve(model, {
    seed,
    timeLimitMs: 60,
    now: clock,
    initial: plan.routes,
    reduceFleet: false,
  });
  return { problem, result };
});
const inserted = insert.value.result;
const placed = !inserted.unserved.includes(orders);
console.log(
  `insert one order: ${placed ? 'placed' : 'listed as unserved'}; wall ${insert.wall.toFixed(0)} ms, cpu ${insert.cpu.toFixed(0)} ms (rebuild and ${IMPROVE_MS} ms of improvement included); ${planViolations(insert.value.problem.instance, inserted.routes).length} violations`,
);
console.log(
  `goals: plan under 20 s ${planned.wall < 20_000 ? 'met' : 'missed'}; insertion under 200 ms ${insert.wall < 200 ? 'met' : 'missed'}`,
);
if (violations.length > 0) process.exitCode = 1;
