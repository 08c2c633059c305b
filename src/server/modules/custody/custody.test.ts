/** GET /api/orders/{id}/custody: the ledger, its verification, tampering, and who may read it. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodyHashPayload, GENESIS_HASH } from '@domain/custody';
import { custodyResponse } from '@domain/custody-answers';
import { custodyEntries, orders, trackingEvents } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { bookOrder, pieceLabels, TEST_SIGNATURE } from '../../test/orders';
import { acceptedJob, driverTestApp, newDriver, step, type TestDriver } from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';
import { sha256Hex } from './hashing';

let t: TestApp;
let admin: string;
let client: string;
let otherClient: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  otherClient = (await signUp(t, 'client')).token;
});
afterAll(async () => t.close());

const custody = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/orders/${id}/custody`, ...(token ? { token } : {}) });

/** A job booked, approved, accepted and delivered with proof at both hand-overs. */
async function deliveredJob(): Promise<{ id: number; d: TestDriver }> {
  const { id, d } = await acceptedJob(t, client, admin);
  await t.request({
    method: 'POST',
    url: `/api/orders/${id}/location`,
    token: d.token,
    payload: { latitude: 29.7101, longitude: -95.3999 },
  });
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    expect((await step(t, d.token, id, status)).statusCode, status).toBe(200);
  }
  return { id, d };
}

/**
 * Changes stored entries the way someone with direct database access would: past the append-only
 * trigger, which only the table's owner can switch off. Switched on again before returning.
 */
async function tamper(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table custody_entries disable trigger custody_entries_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table custody_entries enable trigger custody_entries_append_only`);
  });
}

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
async function failureOf(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'succeeded';
}

describe('GET /api/orders/{id}/custody', () => {
  it('answers every custody event of a delivered order, chained and verified', async () => {
    const { id, d } = await deliveredJob();
    const response = await custody(id, client);
    expect(response.statusCode).toBe(200);
    const body = custodyResponse.parse(response.json());
    expect(body.entries.map((e) => e.kind)).toEqual([
      'created',
      'approved',
      'accepted',
      'pickup_scheduled',
      'piece_scanned',
      'pickup_complete',
      'in_transit',
      'piece_scanned',
      'delivered',
    ]);
    expect(body.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The one bag, scanned at each hand-over just before the hand-over's own entry.
    const [bag] = await pieceLabels(t, id);
    expect(body.entries[4]!.content).toMatchObject({ piece: bag, step: 'pickup' });
    expect(body.entries[7]!.content).toMatchObject({ piece: bag, step: 'delivery' });
    expect(body.entries[0]).toMatchObject({
      prevHash: GENESIS_HASH,
      actor: { id: 2, role: 'client', name: expect.stringMatching(/\S+ \S+/) },
      position: null,
      content: { displayNumber: body.displayNumber, itemDescription: expect.any(String) },
      proof: null,
    });
    for (let i = 1; i < body.entries.length; i++) {
      expect(body.entries[i]!.prevHash).toBe(body.entries[i - 1]!.hash);
    }
    expect(body.entries[2]).toMatchObject({
      actor: { id: d.userId, role: 'driver' },
      content: { driver: { id: d.driverId } },
    });
    const delivered = body.entries[8]!;
    expect(delivered.position).toEqual({ latitude: 29.7101, longitude: -95.3999 });
    expect(delivered.proof).toEqual({
      name: 'Maria Lopez',
      idType: 'drivers_license',
      idLast4: '1234',
      signature: TEST_SIGNATURE,
    });
    expect(body.verification).toEqual({
      valid: true,
      checked: 9,
      finalHash: delivered.hash,
      brokenAt: null,
      problem: null,
    });
    expect((await custody(id, admin)).json().verification.valid).toBe(true);
  });

  it('verifies the chain of every seeded order, signatures included', async () => {
    const all = await t.db.select({ id: orders.id }).from(orders);
    expect(all.length).toBeGreaterThan(50);
    let signatures = 0;
    for (const { id } of all) {
      const body = (await custody(id, admin)).json();
      expect(body.verification, `order ${id}`).toMatchObject({ valid: true, problem: null });
      signatures += body.entries.filter(
        (e: { proof: { signature?: string } | null }) => e.proof?.signature,
      ).length;
    }
    const [stored] = await t.db
      .select({ n: count() })
      .from(trackingEvents)
      .where(sql`${trackingEvents.proof} ? 'signature'`);
    expect(stored!.n).toBeGreaterThan(20);
    expect(signatures).toBe(stored!.n);
  });

  it('records the creation in the same transaction as the order, and each payment', async () => {
    const id = await bookOrder(t, client);
    expect((await custody(id, client)).json().entries.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
    ]);
    const paid = await t.request({
      method: 'POST',
      url: '/api/test-payment',
      token: client,
      payload: { orderId: id },
    });
    expect(paid.statusCode).toBe(200);
    const body = (await custody(id, client)).json();
    expect(body.entries.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid']);
    expect(body.verification.valid).toBe(true);
  });

  it('names the broken link when a stored entry is altered directly in the database', async () => {
    const { id } = await deliveredJob();
    await tamper(
      sql`update custody_entries set content = jsonb_set(content, '{proof,name}', '"Someone Else"')
          where order_id = ${id} and seq = 9`,
    );
    const altered = (await custody(id, admin)).json();
    expect(altered.verification).toMatchObject({
      valid: false,
      checked: 8,
      brokenAt: 9,
      problem: 'Entry 9 was altered: its content no longer matches its hash',
    });

    // Whoever also re-computes the altered entry's hash only moves the break to the next link.
    const { id: second } = await deliveredJob();
    const [entry] = await t.db
      .select()
      .from(custodyEntries)
      .where(sql`order_id = ${second} and seq = 3`);
    const forged = custodyHashPayload({
      orderId: second,
      seq: 3,
      kind: entry!.kind,
      at: entry!.at.toISOString(),
      actor: { id: entry!.actorId, role: entry!.actorRole as 'driver', name: 'Someone Else' },
      position: null,
      content: entry!.content,
      prevHash: entry!.prevHash,
    });
    await tamper(
      sql`update custody_entries set actor_name = 'Someone Else', latitude = null, longitude = null,
          hash = ${sha256Hex(forged)} where id = ${entry!.id}`,
    );
    expect((await custody(second, admin)).json().verification).toMatchObject({
      valid: false,
      checked: 3,
      brokenAt: 4,
      problem: 'Entry 4 does not link to entry 3: its previous hash differs',
    });
  });

  it('names a removed entry, a replaced signature, and a status changed outside the ledger', async () => {
    const { id } = await deliveredJob();
    await tamper(sql`delete from custody_entries where order_id = ${id} and seq = 4`);
    expect((await custody(id, admin)).json().verification).toMatchObject({
      valid: false,
      brokenAt: 4,
      problem: 'Entry 4 is missing: the next entry found is 5',
    });

    const { id: signed } = await deliveredJob();
    // tracking_events is not the ledger: it can be changed, and the ledger notices.
    await t.db.execute(
      sql`update tracking_events set proof = jsonb_set(proof, '{signature}', to_jsonb(${'data:image/png;base64,iVBORw0KGgo='}::text))
          where order_id = ${signed} and status = 'delivered'`,
    );
    expect((await custody(signed, admin)).json().verification).toMatchObject({
      valid: false,
      brokenAt: 9,
      problem: 'The signature of entry 9 is not the one that was signed',
    });

    const booked = await bookOrder(t, client);
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, booked));
    expect((await custody(booked, admin)).json().verification).toMatchObject({
      valid: false,
      brokenAt: 2,
      problem: 'The record ends at created but the order is delivered: entries are missing',
    });
  });

  it('refuses a plain UPDATE, DELETE or TRUNCATE of the ledger, even by the table owner', async () => {
    const id = await bookOrder(t, client);
    const attempts = [
      sql`update custody_entries set actor_name = 'x' where order_id = ${id}`,
      sql`delete from custody_entries where order_id = ${id}`,
      sql`truncate custody_entries`,
    ];
    for (const statement of attempts) {
      expect(await failureOf(t.db.execute(statement))).toMatch(/custody_entries is append-only/);
    }
    // The order cannot be deleted from under its ledger either.
    expect(await failureOf(t.db.delete(orders).where(eq(orders.id, id)))).toMatch(/foreign key/);
    expect((await custody(id, client)).json().verification.valid).toBe(true);
  });

  it('is for the order’s client and dispatch: 404 for other clients and drivers, 403 for its driver', async () => {
    const { id, d } = await deliveredJob();
    const stranger = await newDriver(t);
    for (const token of [otherClient, stranger.token]) {
      const response = await custody(id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual((await custody(9_999_999, token)).json());
    }
    const byDriver = await custody(id, d.token);
    expect(byDriver.statusCode).toBe(403);
    expect(byDriver.json().message).toBe('Only the client and dispatch can see the custody record');
    expect((await custody(9_999_999, admin)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/orders/abc/custody', token: admin })).statusCode,
    ).toBe(400);
  });
});
