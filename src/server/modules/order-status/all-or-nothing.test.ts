/**
 * A status change and its side effects are one transaction: an acknowledged step has its custody
 * entries, webhook deliveries, notification and audit line; a step whose transaction rolls back
 * leaves none of them, and the order as it was.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  custodyEntries,
  notificationOutbox,
  orders,
  trackingEvents,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { step } from '../driver-jobs/test-support';
import { insertOrder, signUp } from '../messages/test-support';
import { changeOrderStatus } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh client with a webhook listening to its orders, and a fresh driver holding its job. */
async function heldJob() {
  const client = await signUp(t, 'client');
  const driver = await signUp(t, 'driver');
  await t.db.insert(webhookEndpoints).values({
    url: 'https://receiver.example/hook',
    events: ['order.status_changed', 'custody.entry'],
    secret: 'whsec_test',
    clientIds: [client.userId],
  });
  const id = await insertOrder(t, {
    clientId: client.userId,
    driverId: driver.driverId!,
    status: 'assigned',
  });
  return { id, driver };
}

const orderAudit = (id: number) => and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id));

async function effectsOf(id: number) {
  const rows = async <T>(query: Promise<T[]>) => (await query).length;
  return {
    status: (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status,
    tracking: await rows(t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, id))),
    custody: (
      await t.db
        .select({ kind: custodyEntries.kind })
        .from(custodyEntries)
        .where(eq(custodyEntries.orderId, id))
    ).map((e) => e.kind),
    webhooks: (
      await t.db
        .select({ event: webhookDeliveries.event })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.orderId, id))
        .orderBy(webhookDeliveries.id)
    ).map((w) => w.event),
    notifications: await rows(
      t.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id)),
    ),
    audit: await rows(t.db.select().from(auditLog).where(orderAudit(id))),
  };
}

describe('a status change and its side effects', () => {
  it('writes every effect of an acknowledged step, once', async () => {
    const { id, driver } = await heldJob();
    expect((await step(t, driver.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    expect(await effectsOf(id)).toMatchObject({
      status: 'pickup_scheduled',
      tracking: 1,
      // The order written straight into the database gets its creation entry, recorded late.
      custody: ['created', 'pickup_scheduled'],
      webhooks: ['custody.entry', 'order.status_changed'],
      notifications: 1,
    });
  });

  it('writes none of them when the transaction rolls back after the change', async () => {
    const { id, driver } = await heldJob();
    await expect(
      t.db.transaction(async (tx) => {
        await changeOrderStatus(tx, {
          orderId: id,
          action: 'decline_job',
          actor: { userId: driver.userId, role: 'driver', driverId: driver.driverId },
          declineReason: 'Flat tyre',
          audit: { ip: null },
        });
        throw new Error('a later write of the same request failed');
      }),
    ).rejects.toThrow('a later write');
    expect(await effectsOf(id)).toEqual({
      status: 'assigned',
      tracking: 0,
      custody: [],
      webhooks: [],
      notifications: 0,
      audit: 0,
    });
  });

  it('keeps the audit line of a committed hand-back, with its reason', async () => {
    const { id, driver } = await heldJob();
    await t.db.transaction((tx) =>
      changeOrderStatus(tx, {
        orderId: id,
        action: 'decline_job',
        actor: { userId: driver.userId, role: 'driver', driverId: driver.driverId },
        declineReason: 'Flat tyre',
        audit: { ip: null },
      }),
    );
    const [line] = await t.db.select().from(auditLog).where(orderAudit(id));
    expect(line).toMatchObject({
      action: 'order_decline_job',
      actorUserId: driver.userId,
      details: { driverId: driver.driverId, from: 'assigned', reason: 'Flat tyre' },
    });
    expect((await effectsOf(id)).webhooks).toEqual(['custody.entry', 'order.status_changed']);
  });
});
