import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { STANDARD_RATE_CARD } from '@domain/pricing';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { accept, newDriver, step } from '../driver-jobs/test-support';
import { invoiceTestApp, issueSeptember, newOwner, type Owner } from './test-support';

let t: TestApp;
let admin: string;
let billing: string;

beforeAll(async () => {
  ({ t, admin, billing } = await invoiceTestApp());
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The owner's card from 2020 on: 5 minutes free, then 50 cents a minute (or `perMinute`). */
const putCard = (owner: Owner, perMinute: string, effectiveFrom = '2020-01-01') =>
  t.request({
    method: 'PUT',
    url: `/api/organizations/${owner.organizationId}/rate-card`,
    token: billing,
    payload: { effectiveFrom, card: { ...STANDARD_RATE_CARD, waitTime: { freeMinutes: 5, perMinute } } },
  });

const arrive = (driver: string, id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/orders/${id}/arrived`, token: driver, payload });

const minutes = (n: number) => vi.setSystemTime(Date.now() + n * 60_000);

/** An approved on-account order run by `driver`, waiting 8 minutes at the pickup and 6 at the drop. */
async function waitedOrder(owner: Owner, driver: string) {
  const id = await bookOrder(t, owner.token, { serviceType: 'medical_equipment' });
  expect((await patchOrder(t, admin, id, 'confirmed')).statusCode).toBe(200);
  expect((await accept(t, driver, id)).statusCode).toBe(200);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  expect((await step(t, driver, id, 'pickup_scheduled')).statusCode).toBe(200);
  // The browser's word on when it arrived and how long it waited is not taken.
  const lie = { stop: 'pickup', arrivedAt: '2020-01-01T00:00:00Z', waitMinutes: 500 };
  const arrived = await arrive(driver, id, lie);
  expect(arrived.statusCode, arrived.body).toBe(200);
  expect(arrived.json().arrivedAt).toBe(new Date().toISOString());
  minutes(8);
  // Arriving again answers the first stamp: the wait is not restarted.
  expect((await arrive(driver, id, { stop: 'pickup' })).json().arrivedAt).toBe(arrived.json().arrivedAt);
  expect((await step(t, driver, id, 'pickup_complete')).statusCode).toBe(200);
  expect((await step(t, driver, id, 'in_transit')).statusCode).toBe(200);
  expect((await arrive(driver, id, { stop: 'delivery' })).statusCode).toBe(200);
  minutes(6);
  expect((await step(t, driver, id, 'delivered')).statusCode).toBe(200);
  vi.useRealTimers();
  await t.db
    .update(orders)
    .set({ deliveredAt: new Date('2026-09-04T17:00:00Z') })
    .where(eq(orders.id, id));
  return id;
}

describe('wait time recorded by the server and charged on the order card', () => {
  it('charges the minutes past the free ones, at the rate of the card the order was priced on', async () => {
    const owner = await newOwner(t);
    expect((await putCard(owner, '0.50')).statusCode).toBe(200);
    const driver = (await newDriver(t)).token;
    const id = await waitedOrder(owner, driver);
    const booked = (await t.request({ method: 'GET', url: `/api/orders/${id}`, token: owner.token })).json();
    expect(booked.priceLines.map((l: { code: string }) => l.code)).not.toContain('wait_time');
    // A dearer card set after the booking changes nothing already priced.
    expect((await putCard(owner, '5.00')).statusCode).toBe(200);

    const issued = await issueSeptember(t, billing, owner);
    expect(issued.statusCode, issued.body).toBe(201);
    // 8 + 6 minutes waited, 5 free: 9 minutes at 0.50.
    const charged = (Number(booked.totalCost) + 4.5).toFixed(2);
    expect(issued.json().lines.find((l: { orderId: number }) => l.orderId === id).amount).toBe(charged);
    expect(issued.json().total).toBe(charged);

    const after = (await t.request({ method: 'GET', url: `/api/orders/${id}`, token: owner.token })).json();
    expect(after.totalCost).toBe(charged);
    expect(after.priceLines.at(-1)).toMatchObject({
      code: 'wait_time',
      label: 'Wait time: 9 min at $0.50',
      amount: '4.50',
    });
    const sum = after.priceLines.reduce(
      (s: number, l: { amount: string }) => s + Math.round(Number(l.amount) * 100),
      0,
    );
    expect((sum / 100).toFixed(2)).toBe(charged);
  });

  it('refuses an arrival outside the stop, and another driver learns nothing', async () => {
    const owner = await newOwner(t);
    const driver = (await newDriver(t)).token;
    const id = await waitedOrder(owner, driver);
    const late = await arrive(driver, id, { stop: 'delivery' });
    expect(late.statusCode).toBe(409);
    expect((await arrive((await newDriver(t)).token, id, { stop: 'pickup' })).statusCode).toBe(404);
    const bad = await arrive(driver, id, { stop: 'lobby' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('stop');
  });

  it("shows the server's stamps on the order, to its driver and its owner", async () => {
    const owner = await newOwner(t);
    const driver = (await newDriver(t)).token;
    const id = await waitedOrder(owner, driver);
    const [row] = await t.db
      .select({ pickup: orders.pickupArrivedAt, delivery: orders.deliveryArrivedAt })
      .from(orders)
      .where(eq(orders.id, id));
    for (const token of [driver, owner.token]) {
      const answer = await t.request({ method: 'GET', url: `/api/orders/${id}`, token });
      expect(answer.statusCode, answer.body).toBe(200);
      expect([answer.json().pickupArrivedAt, answer.json().deliveryArrivedAt]).toEqual([
        row!.pickup!.toISOString(),
        row!.delivery!.toISOString(),
      ]);
    }
  });

  it("forgets a driver's arrival when the job goes to another driver, who is stamped anew", async () => {
    const owner = await newOwner(t);
    const first = await newDriver(t);
    const second = await newDriver(t);
    const id = await bookOrder(t, owner.token, { serviceType: 'medical_equipment' });
    expect((await patchOrder(t, admin, id, 'confirmed')).statusCode).toBe(200);
    expect((await accept(t, first.token, id)).statusCode).toBe(200);
    expect((await step(t, first.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    expect((await arrive(first.token, id, { stop: 'pickup' })).statusCode).toBe(200);
    const declined = await t.request({
      method: 'POST',
      url: `/api/orders/${id}/decline`,
      token: first.token,
      payload: { reason: 'Flat tyre' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [handedBack] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(handedBack!.pickupArrivedAt).toBeNull();

    expect((await accept(t, second.token, id)).statusCode).toBe(200);
    expect((await step(t, second.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    const arrived = await arrive(second.token, id, { stop: 'pickup' });
    expect(arrived.statusCode, arrived.body).toBe(200);
    const [taken] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(taken!.pickupArrivedAt?.toISOString()).toBe(arrived.json().arrivedAt);
  });
});
