import { afterAll, describe, expect, it } from 'vitest';
import { seededDay } from '@domain/planner/day-fixtures';
import type { DayInput } from '@domain/planner/day-plan';
import { PlannerPool } from './planner-pool';

const now = new Date('2026-12-01T14:00:00Z');
const day = (): DayInput => ({ ...seededDay(3, 20, 4, now), now });
const pools: PlannerPool[] = [];
const pool = (graceMs?: number) => {
  const made = new PlannerPool(graceMs);
  pools.push(made);
  return made;
};
afterAll(async () => Promise.all(pools.map((p) => p.close())));

describe('the planner thread', () => {
  it('answers a plan off the main thread, and survives a job that throws', async () => {
    const planner = pool();
    const broken = { ...day(), drivers: [{ ...day().drivers[0]!, shiftEndsAt: 'soon' as never }] };
    await expect(planner.run({ kind: 'evaluate', day: broken, routes: [] })).rejects.toThrow(/^planner: /);
    const result = await planner.run({ kind: 'plan', day: day(), timeLimitMs: 200, seed: 1 });
    expect(result.violations).toEqual([]);
    expect(result.routes.length + result.unserved.length).toBeGreaterThan(0);
  }, 60_000);

  it('gives up on a thread that does not answer in time, in one line, and starts a fresh one for the next job', async () => {
    const planner = pool(1);
    await expect(planner.run({ kind: 'plan', day: day(), timeLimitMs: 0, seed: 1 })).rejects.toThrow(
      /no answer within .* restarted/,
    );
    const patient = pool();
    await expect(patient.run({ kind: 'evaluate', day: day(), routes: [] })).resolves.toMatchObject({
      violations: [],
    });
  }, 60_000);
});
