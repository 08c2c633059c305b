/**
 * The worker's claim: two rounds at once (two server processes) never send one notification twice,
 * and a claim whose process died is taken over once its lease lapses.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { insertOrder } from '../messages/test-support';
import { deliverDue, type Transports } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function countingTransports(sent: string[]): Transports {
  return {
    origin: 'https://medlink.example',
    mail: {
      kind: 'smtp',
      send: async ({ to }) => {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(to);
      },
      close: () => undefined,
    },
    sms: { kind: 'twilio', send: async ({ to }) => void sent.push(to) },
  };
}

const policy = { maxAttempts: 3, backoffSeconds: 1, batch: 4 };

describe('notification worker', () => {
  it('sends each row once when two rounds run at the same time', async () => {
    const orderId = await insertOrder(t);
    const addresses = Array.from({ length: 10 }, (_, i) => `r${i}@example.com`);
    await t.db.insert(notificationOutbox).values(
      addresses.map((address) => ({
        orderId,
        event: 'order_confirmed',
        channel: 'email',
        address,
        subject: 'MedLink: order confirmed',
        body: 'Track it: {{origin}}/t/x',
      })),
    );
    const sent: string[] = [];
    const transports = countingTransports(sent);
    for (let round = 0; round < 3; round++)
      await Promise.all([deliverDue(t.db, transports, policy), deliverDue(t.db, transports, policy)]);
    expect([...sent].sort()).toEqual([...addresses].sort());
    const rows = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, orderId));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('takes over a claim whose lease has lapsed, and not before', async () => {
    const orderId = await insertOrder(t);
    const [row] = await t.db
      .insert(notificationOutbox)
      .values({
        orderId,
        event: 'delivered',
        channel: 'sms',
        address: '+15125550100',
        subject: 'MedLink: delivered',
        body: 'Delivered.',
        status: 'sending',
        attempts: 1,
        claimedUntil: sql`now() + interval '1 minute'`,
      })
      .returning();
    const sent: string[] = [];
    await deliverDue(t.db, countingTransports(sent), policy);
    expect(sent).not.toContain('+15125550100');
    await t.db
      .update(notificationOutbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(notificationOutbox.id, row!.id));
    await deliverDue(t.db, countingTransports(sent), policy);
    expect(sent).toContain('+15125550100');
  });
});
