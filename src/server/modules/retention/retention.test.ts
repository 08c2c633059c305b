/**
 * Retention (decision 046): a run redacts an order closed longer ago than the policy (contacts,
 * proof names, ID digits, signature and photo images), its custody certificate still verifies and
 * says what was removed and when; a legal hold keeps an order whole; the run is logged; the
 * redaction path cannot be used to alter anything else.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '@domain/custody';
import { custodyResponse } from '@domain/custody-answers';
import { custodyEntries, orders, trackingEvents } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { HOUSTON_BOOKING } from '../../test/orders';
import { acceptedJob, driverTestApp, step } from '../driver-jobs/test-support';
import { runRetention } from './service';

let t: TestApp;
let admin: string;
let client: string;

beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => t.close());

/** A job run to delivery with a signature and ID at both hand-overs. */
async function deliveredOrder(): Promise<number> {
  const { id, d } = await acceptedJob(t, client, admin, { requiresId: true });
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
    const r = await step(t, d.token, id, status);
    expect(r.statusCode, `${status}: ${r.body}`).toBe(200);
  }
  return id;
}

/** Moves an order's delivery into the past, as if it had closed `days` ago. */
const closedDaysAgo = (id: number, days: number) =>
  t.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(orders.id, id));

const custody = async (id: number) => {
  const r = await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: admin });
  expect(r.statusCode).toBe(200);
  return custodyResponse.parse(r.json());
};

describe('a retention run', () => {
  it('redacts an old order, whose certificate still verifies and says what went and when', async () => {
    const id = await deliveredOrder();
    const before = await custody(id);
    expect(before.verification.valid).toBe(true);
    expect(JSON.stringify(before)).toContain(HOUSTON_BOOKING.deliveryContactName);
    await closedDaysAgo(id, 40);

    const run = await runRetention(t.db, { retentionDays: 30 });
    expect(run!.redacted).toBeGreaterThanOrEqual(1);
    expect(run!.error).toBeNull();

    const after = await custody(id);
    expect(after.verification).toMatchObject({ valid: true, brokenAt: null });
    // Every entry keeps its sealed hash; one entry is added that names the redaction.
    expect(after.entries.slice(0, before.entries.length).map((e) => e.hash)).toEqual(
      before.entries.map((e) => e.hash),
    );
    const note = after.entries.at(-1)!;
    expect(note.kind).toBe('redacted');
    expect(note.content).toMatchObject({ reason: 'retention', retentionDays: 30 });
    const text = JSON.stringify(after);
    expect(text).not.toContain(HOUSTON_BOOKING.deliveryContactName);
    expect(text).not.toContain(HOUSTON_BOOKING.pickupContactName);
    expect(text).not.toContain('data:image/png');
    expect(after.entries.find((e) => e.kind === 'delivered')!.proof).toMatchObject({ name: REDACTED });

    const order = (await t.request({ method: 'GET', url: `/api/orders/${id}`, token: admin })).json();
    expect(order).toMatchObject({
      deliveryContactName: null,
      deliveryContactPhone: null,
      pickupContactName: null,
    });
    const proofs = await t.db
      .select({ proof: trackingEvents.proof })
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, id));
    expect(JSON.stringify(proofs)).not.toMatch(/signature|idLast4|Test Signer/);

    // The certificate as a PDF says it too.
    const pdf = await t.request({ method: 'GET', url: `/api/orders/${id}/custody/pdf`, token: admin });
    expect(pdf.statusCode).toBe(200);

    // A second run leaves it alone (already redacted), and both runs are in the log.
    const again = await runRetention(t.db, { retentionDays: 30 });
    expect((await custody(id)).entries).toHaveLength(after.entries.length);
    const status = await t.request({ method: 'GET', url: '/api/admin/retention', token: admin });
    expect(status.json().runs.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([run!.id, again!.id]),
    );
  });

  it('leaves an order under a legal hold, and one not yet old enough, whole', async () => {
    const held = await deliveredOrder();
    const recent = await deliveredOrder();
    await closedDaysAgo(held, 400);
    await closedDaysAgo(recent, 10);
    const placed = await t.request({
      method: 'PUT',
      url: `/api/orders/${held}/legal-hold`,
      token: admin,
      payload: { hold: true, reason: 'Claim 2025-17' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ hold: true, reason: 'Claim 2025-17', redactedAt: null });

    const run = await runRetention(t.db, { retentionDays: 30 });
    expect(run!.held).toBeGreaterThanOrEqual(1);
    for (const id of [held, recent]) {
      const c = await custody(id);
      expect(c.entries.some((e) => e.kind === 'redacted')).toBe(false);
      expect(JSON.stringify(c)).toContain(HOUSTON_BOOKING.deliveryContactName);
    }

    // Lifted, the next run takes it.
    await t.request({
      method: 'PUT',
      url: `/api/orders/${held}/legal-hold`,
      token: admin,
      payload: { hold: false },
    });
    await runRetention(t.db, { retentionDays: 30 });
    const lifted = await t.request({ method: 'GET', url: `/api/orders/${held}/legal-hold`, token: admin });
    expect(lifted.json()).toMatchObject({ hold: false, redactedAt: expect.any(String) });
    expect((await custody(held)).verification.valid).toBe(true);
  });

  it('needs a reason to place a hold', async () => {
    const id = await deliveredOrder();
    const bare = await t.request({
      method: 'PUT',
      url: `/api/orders/${id}/legal-hold`,
      token: admin,
      payload: { hold: true },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/reason/);
  });
});

describe('the redaction path', () => {
  it('lets content change only inside a redaction, never a hash, a time or a deletion', async () => {
    const id = await deliveredOrder();
    const [entry] = await t.db.select().from(custodyEntries).where(eq(custodyEntries.orderId, id)).limit(1);
    const refused = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('medlink.custody_redaction', 'on', true)`);
          await tx.execute(statement);
        });
        return 'succeeded';
      } catch (error) {
        return String((error as { cause?: { message?: string } }).cause?.message ?? error);
      }
    };
    expect(
      await refused(sql`update custody_entries set hash = repeat('a', 64) where id = ${entry!.id}`),
    ).toMatch(/append-only/);
    expect(await refused(sql`update custody_entries set at = now() where id = ${entry!.id}`)).toMatch(
      /append-only/,
    );
    expect(await refused(sql`delete from custody_entries where id = ${entry!.id}`)).toMatch(/append-only/);
    // Outside a redaction even content is refused.
    await expect(
      t.db.execute(sql`update custody_entries set content = '{}' where id = ${entry!.id}`),
    ).rejects.toThrow();

    // Content changed on the redaction path without a redaction entry naming it breaks the chain.
    expect(await refused(sql`update custody_entries set content = '{"x":1}' where id = ${entry!.id}`)).toBe(
      'succeeded',
    );
    const c = await custody(id);
    expect(c.verification).toMatchObject({ valid: false, brokenAt: 1 });
  });
});
