/** The recipient's tracking link: who may get it, what it shows to anyone holding it, and when it ends. */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_LINK_INVALID, PUBLIC_LINK_TTL_HOURS, publicTrackingResponse } from '@domain/public-tracking';
import { orders, publicLinks } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { patchOrder } from '../../test/orders';
import { acceptedJob, driverTestApp, newDriver, openJob, step } from '../driver-jobs/test-support';
import { insertOrder, signUp } from '../messages/test-support';
import { PUBLIC_TRACK_PER_MINUTE } from './routes';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => t.close());

const link = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/orders/${id}/public-link`, ...(token ? { token } : {}) });
/** Signed out, as the recipient is. */
const track = (path: string) =>
  t.request({ method: 'GET', url: `/api/public/track/${path.replace(/^\/t\//, '')}` });
const pathOf = async (id: number) => (await link(id, client)).json().path as string;

/** A job a new driver has accepted, with the tracking link's path its client shares. */
async function trackedJob() {
  const job = await acceptedJob(t, client, admin);
  return { ...job, path: await pathOf(job.id) };
}

const EXPECTED_KEYS = [
  'deliverBy',
  'deliveryCity',
  'displayNumber',
  'driverFirstName',
  'eta',
  'expiresAt',
  'language',
  'pickupBy',
  'position',
  'sender',
  'status',
  'statusLabel',
  'steps',
  'updatedAt',
];

describe('GET /api/orders/{id}/public-link', () => {
  it('gives the order’s client and dispatch the same unguessable link, open-ended while the order runs', async () => {
    const { id, d } = await trackedJob();
    const mine = await link(id, client);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ path: expect.stringMatching(/^\/t\/[A-Za-z0-9_-]{32}$/), expiresAt: null });
    expect((await link(id, admin)).json()).toEqual(mine.json());
    const other = await trackedJob();
    expect(other.path).not.toBe(mine.json().path);

    const stranger = await signUp(t, 'client');
    const otherDriver = await newDriver(t);
    for (const token of [stranger.token, otherDriver.token]) {
      const response = await link(id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual((await link(9_999_999, token)).json());
    }
    const byDriver = await link(id, d.token);
    expect(byDriver.statusCode).toBe(403);
    expect(byDriver.json().message).toBe('Only the client and dispatch can share the tracking link');
  });

  it('gives every seeded order its own link, and one to an order written around the app', async () => {
    const rows = await t.db
      .select({ id: orders.id, token: publicLinks.token })
      .from(orders)
      .leftJoin(publicLinks, eq(publicLinks.orderId, orders.id));
    expect(rows.every((r) => r.token !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);
    for (const { token } of rows) expect(token).toMatch(/^[A-Za-z0-9_-]{32,64}$/);

    const bare = await insertOrder(t, { status: 'in_transit' });
    const first = await link(bare, admin);
    expect(first.json().path).toMatch(/^\/t\/[A-Za-z0-9_-]{43}$/);
    expect((await link(bare, client)).json()).toEqual(first.json());
    expect((await track(first.json().path)).json()).toMatchObject({ status: 'in_transit' });
  });
});

describe('GET /api/public/track/{token}', () => {
  it('shows a signed-out visitor only the allowed fields, and nothing the order keeps private', async () => {
    const { id, path } = await trackedJob();
    const response = await track(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = publicTrackingResponse.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(EXPECTED_KEYS);
    expect(body).toMatchObject({
      displayNumber: `ML-${String(id).padStart(4, '0')}`,
      status: 'assigned',
      statusLabel: 'Driver Assigned',
      driverFirstName: 'Test',
      position: null,
      eta: null,
      deliveryCity: 'Houston, TX',
      expiresAt: null,
      // Who sends it and the number to call about it: the organisation's business line.
      sender: { name: 'Sample Pharmacy', phone: '(713) 555-0150' },
    });
    // The promised times are the order's own deadlines (the service-level table set them).
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(body.pickupBy).toBe(stored!.pickupBy!.toISOString());
    expect(body.deliverBy).toBe(stored!.deliverBy!.toISOString());
    // No internal wording about how a driver came to the job.
    expect(response.body).not.toMatch(/by dispatch|taking the job/);
    expect(body.steps.map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    for (const step of body.steps)
      expect(Object.keys(step).sort()).toEqual(['description', 'key', 'label', 'state']);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const secrets = [
      order!.itemDescription,
      order!.pickupContactPhone!,
      order!.deliveryContactPhone!,
      order!.deliveryContactName!,
      'Lopez',
      order!.pickupAddress,
      '1200 Main St',
      // The account holder: the sender is named by its organisation, never the person who booked.
      'Carla',
      'Mendoza',
      path.slice(3), // the token itself
    ];
    for (const secret of secrets) expect(response.body, secret).not.toContain(secret);
    // Money as the API writes it (a quoted decimal), so a timestamp's digits cannot match by chance.
    for (const money of [order!.totalCost, order!.baseRate, order!.distanceFee]) {
      expect(response.body).not.toContain(`"${money}"`);
      expect(response.body).not.toContain(`:${money}`);
    }
    expect(response.body).not.toMatch(/"(id|orderId|clientId|driverId)"/);
  });

  it('shows the driver’s position and an arrival time only while in transit, then no position once delivered', async () => {
    const { id, d, path } = await trackedJob();
    const at = { latitude: 29.7301, longitude: -95.3801 };
    const share = () =>
      t.request({ method: 'POST', url: `/api/orders/${id}/location`, token: d.token, payload: at });
    expect((await share()).statusCode).toBe(201);
    for (const status of ['pickup_scheduled', 'pickup_complete']) await step(t, d.token, id, status);
    const pickedUp = (await track(path)).json();
    expect(pickedUp).toMatchObject({ status: 'pickup_complete', position: null });
    expect(Date.parse(pickedUp.eta)).toBeGreaterThan(Date.now());

    await step(t, d.token, id, 'in_transit');
    expect((await share()).statusCode).toBe(201);
    const moving = (await track(path)).json();
    expect(moving).toMatchObject({
      status: 'in_transit',
      statusLabel: 'In Transit',
      driverFirstName: 'Test',
    });
    expect(moving.position).toEqual({ ...at, at: expect.any(String) });

    await step(t, d.token, id, 'delivered');
    const done = (await track(path)).json();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(done).toMatchObject({ status: 'delivered', position: null, eta: null });
    expect(done.expiresAt).toBe(
      new Date(order!.deliveredAt!.getTime() + PUBLIC_LINK_TTL_HOURS * 3_600_000).toISOString(),
    );
    expect((await link(id, client)).json().expiresAt).toBe(done.expiresAt);
  });

  it('answers 404 once the link has expired, after delivery or cancellation', async () => {
    const { id, d, path } = await trackedJob();
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      await step(t, d.token, id, status);
    }
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await t.db
      .update(orders)
      .set({ deliveredAt: hoursAgo(PUBLIC_LINK_TTL_HOURS - 1) })
      .where(eq(orders.id, id));
    expect((await track(path)).statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({ deliveredAt: hoursAgo(PUBLIC_LINK_TTL_HOURS + 1) })
      .where(eq(orders.id, id));
    const expired = await track(path);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: PUBLIC_LINK_INVALID, code: 'NOT_FOUND' });

    const cancelled = await openJob(t, client, admin);
    const cancelledPath = await pathOf(cancelled);
    expect((await patchOrder(t, admin, cancelled, 'cancelled')).statusCode).toBe(200);
    expect((await track(cancelledPath)).json()).toMatchObject({ status: 'cancelled', driverFirstName: null });
    await t.db.execute(
      sql`update tracking_events set created_at = ${hoursAgo(PUBLIC_LINK_TTL_HOURS + 1)}
          where order_id = ${cancelled} and status = 'cancelled'`,
    );
    expect((await track(cancelledPath)).statusCode).toBe(404);
  });

  it('answers the same 404 for a random, a malformed and an empty token', async () => {
    for (const token of [
      randomBytes(24).toString('base64url'),
      'abc',
      '..%2F..%2Fapi%2Fhealth',
      'x'.repeat(90),
      "'%20or%201=1--",
    ]) {
      const response = await track(token);
      expect(response.statusCode, token.slice(0, 30)).toBe(404);
      expect(response.json()).toEqual({ message: PUBLIC_LINK_INVALID, code: 'NOT_FOUND' });
    }
    expect((await track('')).statusCode).toBe(404);
    // Past Fastify's parameter length limit the router itself refuses, before any lookup.
    expect((await track('x'.repeat(5000))).statusCode).toBe(414);
  });

  // Last: it spends this address's budget for the rest of the file.
  it(`allows ${PUBLIC_TRACK_PER_MINUTE} reads a minute per address, then 429`, async () => {
    const { path } = await trackedJob();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_TRACK_PER_MINUTE; i++) statuses.push((await track(path)).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    const refused = await track(path);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
