/** Shortcuts for the pay tests: a job walked to delivered by a driver, then dated in a past week. */
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { accept, openJob, step } from '../driver-jobs/test-support';

const RUN = ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'] as const;

/**
 * A job booked by `client`, approved by `admin` and run to delivered by the driver; then its
 * delivery moved to `deliveredAt`, as a delivery recorded offline reaches the server later.
 */
export async function deliveredJob(
  t: TestApp,
  people: { client: string; admin: string; driver: string },
  deliveredAt: Date,
  booking: Record<string, unknown> = {},
) {
  const id = await openJob(t, people.client, people.admin, booking);
  const accepted = await accept(t, people.driver, id);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  for (const status of RUN) {
    const r = await step(t, people.driver, id, status);
    if (r.statusCode !== 200) throw new Error(`${status}: ${r.statusCode} ${r.body}`);
  }
  const [row] = await t.db
    .update(orders)
    .set({ deliveredAt })
    .where(eq(orders.id, id))
    .returning({ total: orders.totalCost, miles: orders.distance });
  return { id, total: row!.total, miles: row!.miles };
}
