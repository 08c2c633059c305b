/**
 * An organisation's own retention: dispatch sets how long its closed orders keep their personal
 * data, and the run redacts its orders by that number while others keep the server's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderRedactions } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { bookOrder } from '../../test/orders';
import { driverTestApp } from '../driver-jobs/test-support';
import { signUp, type Person } from '../messages/test-support';
import { runRetention } from './service';

let t: TestApp;
let admin: string;
let strict: Person;
let relaxed: Person;
beforeAll(async () => {
  ({ t, admin } = await driverTestApp());
  strict = await signUp(t, 'client');
  relaxed = await signUp(t, 'client');
});
afterAll(async () => t.close());

const organizationOf = async (who: Person) =>
  (await t.request({ url: '/api/organizations/me', token: who.token })).json().organization.id as number;
const setRetention = (id: number, retentionDays: unknown, token = admin) =>
  t.request({ method: 'PUT', url: `/api/organizations/${id}/retention`, token, payload: { retentionDays } });

/** An order of this client, closed `days` ago. */
async function closedOrder(who: Person, days: number) {
  const id = await bookOrder(t, who.token);
  await t.db
    .update(orders)
    .set({ status: 'cancelled', deliveredAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(orders.id, id));
  return id;
}
const redaction = async (id: number) =>
  (await t.db.select().from(orderRedactions).where(eq(orderRedactions.orderId, id)))[0];

describe("an organisation's own retention", () => {
  it('redacts its orders after its own days, and leaves the others to the server policy', async () => {
    const strictOrg = await organizationOf(strict);
    const set = await setRetention(strictOrg, 60);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ organizationId: strictOrg, retentionDays: 60, effectiveDays: 60 });

    const strictOld = await closedOrder(strict, 90);
    const strictRecent = await closedOrder(strict, 45);
    const relaxedOld = await closedOrder(relaxed, 90);

    const run = await runRetention(t.db, { retentionDays: 2555 });
    expect(run!.error).toBeNull();
    expect(await redaction(strictOld)).toMatchObject({ reason: 'retention', retentionDays: 60 });
    expect(await redaction(strictRecent)).toBeUndefined();
    expect(await redaction(relaxedOld)).toBeUndefined();

    // Back to the server's policy: null.
    const cleared = await setRetention(strictOrg, null);
    expect(cleared.json()).toEqual({ organizationId: strictOrg, retentionDays: null, effectiveDays: 2555 });
  });

  it('refuses fewer than 30 days naming the field, and an unknown organisation', async () => {
    const id = await organizationOf(relaxed);
    const short = await setRetention(id, 7);
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().errors)).toContain('retentionDays');
    expect((await setRetention(99_999_999, 365)).statusCode).toBe(404);
  });
});
