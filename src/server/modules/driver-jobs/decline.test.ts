/** A driver hands a job back with a reason that dispatch, and only dispatch, reads. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { accept, acceptedJob, driverTestApp, newDriver, statusOf, step, trackingOf } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, client, driver } = await driverTestApp());
});
afterAll(async () => t.close());

const decline = (token: string, id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/orders/${id}/decline`, token, payload });

async function dispatchView(id: number) {
  const list = await t.request({ method: 'GET', url: '/api/orders?limit=100', token: admin });
  expect(list.statusCode).toBe(200);
  return (list.json() as Array<{ id: number; driverDecline?: unknown }>).find((o) => o.id === id);
}

describe('POST /api/orders/{id}/decline', () => {
  it('refuses a missing, blank or overlong reason with 400 naming reason, and changes nothing', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const response = await decline(d.token, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/reason/);
    }
    expect(await statusOf(t, id)).toBe('assigned');
  });

  it('hands the job back: open again, the driver free, the reason for dispatch only', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const reason = '<b>Flat tyre</b> on I-45, cannot make the pickup';
    const response = await decline(d.token, id, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'confirmed', driverId: null });
    // The driver's own answer does not carry dispatch's note.
    expect(response.json().driverDecline).toBeUndefined();

    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, d.driverId));
    expect(row!.status).toBe('available');

    // Dispatch sees who handed it back and why, the text exactly as typed.
    expect((await dispatchView(id))?.driverDecline).toMatchObject({ reason, driverId: d.driverId });

    // The client's answers and timeline say it went back to dispatch, never why.
    const own = await t.request({ method: 'GET', url: `/api/orders/${id}`, token: client });
    expect(own.json().driverDecline).toBeUndefined();
    expect(own.body).not.toContain('Flat tyre');
    const tracking = await trackingOf(t, id);
    expect(tracking.at(-1)).toMatchObject({
      status: 'confirmed',
      note: 'Handed back to dispatch by the driver',
    });
    const custody = await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: client });
    expect(custody.statusCode).toBe(200);
    expect(custody.json().entries.at(-1).kind).toBe('released');
    expect(custody.body).not.toContain('Flat tyre');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order_decline_job'), eq(auditLog.entityId, id)));
    expect(audit[0]?.details).toMatchObject({ reason, driverId: d.driverId });

    // The job is on the board again and another driver can take it.
    const other = await newDriver(t);
    expect((await accept(t, other.token, id)).statusCode).toBe(200);
  });

  it('refuses another driver, and a job already picked up', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const payload = { reason: 'Not mine to decline' };
    expect((await decline(driver, id, payload)).statusCode).toBe(404);
    expect(await statusOf(t, id)).toBe('assigned');

    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    expect((await step(t, d.token, id, 'pickup_complete')).statusCode).toBe(200);
    const late = await decline(d.token, id, payload);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect(await statusOf(t, id)).toBe('pickup_complete');
  });

  it('of a burst of declines exactly one wins; the rest change nothing', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => decline(d.token, id, { reason: `Attempt ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The losers find the job no longer theirs (403) or already moved (409).
    expect(codes.every((c) => c === 200 || c === 403 || c === 409)).toBe(true);
    const tracking = await trackingOf(t, id);
    expect(tracking.filter((e) => e.status === 'confirmed' && e.note)).toHaveLength(1);
  });
});
