/** Shortcuts for the dispatch console's tests: sign in the three demo roles, write orders straight to the table. */
import { eq } from 'drizzle-orm';
import { businessDay } from '@domain/admin';
import { orders } from '../db/schema/index';
import { createTestApp, DEMO, type TestApp } from './helper';

export async function adminTestApp() {
  const t = await createTestApp();
  const [admin, client, driver] = await Promise.all([
    t.login(DEMO.admin.username, DEMO.admin.password),
    t.login(DEMO.client.username, DEMO.client.password),
    t.login(DEMO.driver.username, DEMO.driver.password),
  ]);
  return { t, admin, client, driver };
}

export const get = (t: TestApp, url: string, token?: string) => t.request({ method: 'GET', url, token });

/**
 * Auto-dispatch off, with a reach of 500 miles: for tests that give Houston jobs to drivers seeded
 * elsewhere in Texas, so distance is left out of what they check.
 */
export async function allowStatewideReach(t: TestApp, admin: string) {
  const reach = await t.request({
    method: 'PUT',
    url: '/api/admin/auto-dispatch',
    token: admin,
    payload: {
      enabled: false,
      offerTimeoutSeconds: 60,
      maxOffers: 3,
      maxActiveJobs: 1,
      maxDistanceMiles: 500,
    },
  });
  if (reach.statusCode !== 200) throw new Error(`auto-dispatch settings refused: ${reach.body}`);
}

/** Inserts orders shaped like one of the demo client's, with these fields changed; answers their ids. */
export async function insertOrders(t: TestApp, changes: Partial<typeof orders.$inferInsert>[]) {
  const [template] = await t.db.select().from(orders).where(eq(orders.clientId, 2)).limit(1);
  const { id: _id, ...base } = template!;
  const rows = await t.db
    .insert(orders)
    .values(changes.map((c) => ({ ...base, driverId: null, deliveredAt: null, scheduledDate: null, ...c })))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** The instant the Central day of `at` began, found with Intl alone (independent of the SQL). */
export function centralMidnight(at: Date): Date {
  const day = businessDay(at);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Central midnight is 05:00 or 06:00 UTC depending on daylight saving.
  for (const hour of [5, 6]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hour));
    if (businessDay(candidate) === day && businessDay(new Date(candidate.getTime() - 1)) !== day)
      return candidate;
  }
  throw new Error(`no Central midnight found for ${day}`);
}

export const cents = (money: string) => Math.round(Number(money) * 100);
export const money = (c: number) => (c / 100).toFixed(2);
