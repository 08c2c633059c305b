/**
 * On the server: what a phone sends when it gets its signal back. A batch of positions
 * kept offline lands in order in one go (or not at all) and wakes live viewers once; proof taken
 * offline keeps its capture time, checked for plausibility, and the custody chain records both
 * that time and the server's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { custodyEntries, locationUpdates } from '../../db/schema/index';
import { connectLive } from '../../realtime/test-client';
import type { TestApp } from '../../test/helper';
import { handOverProof } from '../../test/orders';
import { acceptedJob, driverTestApp, newDriver, step, type TestDriver } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let wsUrl: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

async function startedJob(): Promise<{ id: number; d: TestDriver }> {
  const { id, d } = await acceptedJob(t, client, admin);
  expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
  return { id, d };
}

const batch = (token: string, id: number, positions: unknown) =>
  t.request({ method: 'POST', url: `/api/orders/${id}/location/batch`, token, payload: { positions } });

/** A drive north out of Houston, one fix every 15 s, ending `endMsAgo` ago. */
function drive(count: number, endMsAgo = 60_000) {
  const end = Date.now() - endMsAgo;
  return Array.from({ length: count }, (_, i) => ({
    latitude: 29.76 + i * 0.002,
    longitude: -95.37,
    timestamp: new Date(end - (count - 1 - i) * 15_000).toISOString(),
  }));
}

describe('POST /api/orders/{id}/location/batch', () => {
  it('stores every position in the order taken, and sends live viewers one frame, the newest', async () => {
    const { id, d } = await startedJob();
    const watcher = await connectLive(wsUrl, { authorization: `Bearer ${client}` });
    try {
      const positions = drive(12);
      const response = await batch(d.token, id, positions);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        orderId: id,
        driverId: d.driverId,
        stored: 12,
        latest: { latitude: positions[11]!.latitude, timestamp: positions[11]!.timestamp, current: true },
      });
      const frame = await watcher.next((f) => f.type === 'driver_location_update' && f.orderId === id);
      expect(frame.timestamp).toBe(positions[11]!.timestamp);
      // The trail reads back in the order the positions were taken, the gap filled.
      const trail = await t.request({ method: 'GET', url: `/api/orders/${id}/trail`, token: client });
      expect(trail.statusCode).toBe(200);
      expect(trail.json().positions.map((p: { recordedAt: string }) => p.recordedAt)).toEqual(
        positions.map((p) => p.timestamp),
      );
      // A marker frame proves no other frame of the batch was on its way before it.
      await step(t, d.token, id, 'pickup_complete');
      await watcher.next((f) => f.type === 'order_status_update');
      expect(watcher.frames.filter((f) => f.type === 'driver_location_update')).toHaveLength(1);
    } finally {
      watcher.close();
    }
  });

  it('refuses positions out of order, from the future, or too many, naming the field, and stores none', async () => {
    const { id, d } = await startedJob();
    const [a, b] = drive(2);
    const backwards = await batch(d.token, id, [b, a]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/positions.*oldest first/);
    const future = await batch(d.token, id, [
      a,
      { ...b, timestamp: new Date(Date.now() + 3_600_000).toISOString() },
    ]);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/timestamp is in the future/);
    const flood = await batch(
      d.token,
      id,
      drive(501, 0).map((p, i) => ({
        ...p,
        timestamp: new Date(Date.now() - 86_000_000 + i * 1000).toISOString(),
      })),
    );
    expect(flood.statusCode).toBe(400);
    expect(flood.json().message).toMatch(/at most 500/);
    const stored = await t.db.select().from(locationUpdates).where(eq(locationUpdates.orderId, id));
    expect(stored).toHaveLength(0);
  });

  it("refuses a job that is not this driver's, and one that is over, storing nothing", async () => {
    const { id, d } = await startedJob();
    const other = await newDriver(t);
    expect((await batch(other.token, id, drive(3))).statusCode).toBe(404);
    await step(t, d.token, id, 'pickup_complete');
    await step(t, d.token, id, 'in_transit');
    expect((await step(t, d.token, id, 'delivered')).statusCode).toBe(200);
    const late = await batch(d.token, id, drive(3));
    expect(late.statusCode).toBe(409);
    const stored = await t.db.select().from(locationUpdates).where(eq(locationUpdates.orderId, id));
    expect(stored).toHaveLength(0);
  });
});

describe('proof.capturedAt', () => {
  it('keeps the time a hand-over was signed offline, and the custody chain records it beside the time received', async () => {
    const { id, d } = await startedJob();
    const capturedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    // Within the plausible window, yet earlier than the job's start: the accept just happened.
    const tooEarly = await step(t, d.token, id, 'pickup_complete', {
      ...handOverProof('pickup_complete'),
      capturedAt,
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe('proof.capturedAt is before this job was assigned to you');

    const signedAt = new Date(Date.now() - 2_000).toISOString();
    const ok = await step(t, d.token, id, 'pickup_complete', {
      ...handOverProof('pickup_complete'),
      capturedAt: signedAt,
    });
    expect(ok.statusCode).toBe(200);
    const entries = await t.db.select().from(custodyEntries).where(eq(custodyEntries.orderId, id));
    const pickup = entries.find((e) => (e.content as { to?: string }).to === 'pickup_complete');
    expect(pickup?.content).toMatchObject({
      capturedAt: new Date(signedAt).toISOString(),
      receivedAt: expect.any(String),
    });
    // The ledger still verifies with the new fields in it.
    const custody = await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: admin });
    expect(custody.json()).toMatchObject({ verification: { valid: true } });
  });

  it('refuses a capture time in the future or not a time at all, naming the field', async () => {
    const { id, d } = await startedJob();
    const future = await step(t, d.token, id, 'pickup_complete', {
      ...handOverProof('pickup_complete'),
      capturedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('proof.capturedAt is in the future');
    const garbage = await step(t, d.token, id, 'pickup_complete', {
      ...handOverProof('pickup_complete'),
      capturedAt: 'yesterday',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/proof.capturedAt must be an ISO date and time/);
  });
});
