import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayKey } from '@domain/central-time';
import { centralInstant } from '@domain/deadlines';
import type { CurrentPlanResponse, DispatchPlanResponse } from '@domain/dispatch-plan';
import type { DriverRouteResponse } from '@domain/driver-route';
import { drivers, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { accept, driverTestApp, newDriver, openJob } from '../driver-jobs/test-support';
import { PlannerUnavailable, type PlannerPool } from './planner-pool';
import { proposePlan } from './service';
import type { SessionUser } from '@domain/auth';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  // Plans are timed from the clock: at a fixed mid-morning the day's end and the orders' deadlines
  // are hours away, so a route edit is not late because the suite happened to run at 6 PM.
  vi.useFakeTimers({ toFake: ['Date'], now: centralInstant(dayKey(new Date()), 10) });
  ({ t, admin, client } = await driverTestApp());
  // Only this file's drivers are on shift, parked downtown, so the plan's world is known.
  await t.db.update(drivers).set({ status: 'offline' });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const propose = async () => {
  const response = await t.request({
    method: 'POST',
    url: '/api/dispatch/plans',
    token: admin,
    payload: { seconds: 1 },
  });
  return { response, plan: response.json() as DispatchPlanResponse };
};
const current = async () =>
  (
    await t.request({ method: 'GET', url: '/api/dispatch/plans/current', token: admin })
  ).json() as CurrentPlanResponse;
const parked = async (driverId: number, latitude = 29.758, longitude = -95.366) =>
  t.db
    .update(drivers)
    .set({ currentLatitude: String(latitude), currentLongitude: String(longitude) })
    .where(eq(drivers.id, driverId));
const stopsOf = (plan: DispatchPlanResponse, driverId: number) =>
  plan.routes.find((r) => r.driverId === driverId)?.stops ?? [];
const openOrderIds = async () =>
  (
    await t.db
      .select({ id: orders.id, driverId: orders.driverId })
      .from(orders)
      .where(eq(orders.status, 'confirmed'))
  )
    .filter((o) => o.driverId === null)
    .map((o) => o.id);

describe('the day plan', () => {
  let first: number;
  let second: number;
  let rider: Awaited<ReturnType<typeof newDriver>>;

  it('routes every open order it can over the drivers on shift, timed, and says why it leaves any out', async () => {
    rider = await newDriver(t);
    await parked(rider.driverId);
    first = await openJob(t, client, admin);
    second = await openJob(t, client, admin, {
      pickupAddress: '1200 Main St, Houston, TX 77002',
      deliveryAddress: '6565 Fannin St, Houston, TX 77030',
    });
    const { response, plan } = await propose();
    expect(response.statusCode).toBe(201);
    expect(plan.status).toBe('proposed');
    expect(plan.violations).toEqual([]);
    const planned = new Set(plan.routes.flatMap((r) => r.stops.map((s) => s.orderId)));
    const left = new Set(plan.unserved.map((u) => u.orderId));
    for (const id of await openOrderIds()) expect(planned.has(id) || left.has(id)).toBe(true);
    for (const item of plan.unserved) expect(item.message.length).toBeGreaterThan(10);
    // Our two Houston jobs with our one Houston driver: both served, each pickup before its drop.
    const stops = stopsOf(plan, rider.driverId);
    for (const id of [first, second]) {
      const kinds = stops.filter((s) => s.orderId === id).map((s) => s.kind);
      expect(kinds).toEqual(['pickup', 'delivery']);
    }
    for (let k = 1; k < stops.length; k++)
      expect(Date.parse(stops[k]!.arriveAt)).toBeGreaterThanOrEqual(Date.parse(stops[k - 1]!.arriveAt));
    expect((await current()).plan?.id).toBe(plan.id);
  });

  it('puts an order booked after the plan into it when dispatch next reads it', async () => {
    const before = (await current()).plan!;
    const late = await openJob(t, client, admin);
    const after = (await current()).plan!;
    expect(after.revision).toBe(before.revision + 1);
    const served =
      after.routes.some((r) => r.stops.some((s) => s.orderId === late)) ||
      after.unserved.some((u) => u.orderId === late);
    expect(served).toBe(true);
  });

  it('takes from an edit only the order of the stops: times are the server’s, a broken shape is 400, a stale revision 409', async () => {
    const plan = (await current()).plan!;
    const mine = stopsOf(plan, rider.driverId).map(({ orderId, kind }) => ({
      orderId,
      kind,
      arriveAt: '2000-01-01T00:00:00Z',
    }));
    const put = (routes: unknown, revision = plan.revision) =>
      t.request({
        method: 'PUT',
        url: `/api/dispatch/plans/${plan.id}`,
        token: admin,
        payload: { revision, routes, pins: [] },
      });
    const dropFirst = [...mine].reverse();
    const bad = await put([{ driverId: rider.driverId, stops: dropFirst }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('routes');
    const unknown = await put([{ driverId: rider.driverId, stops: [{ orderId: 999_999, kind: 'pickup' }] }]);
    expect(unknown.statusCode).toBe(400);
    const others = plan.routes
      .filter((r) => r.driverId !== rider.driverId)
      .map((r) => ({ driverId: r.driverId, stops: r.stops.map(({ orderId, kind }) => ({ orderId, kind })) }));
    const same = await put([...others, { driverId: rider.driverId, stops: mine }]);
    expect(same.statusCode).toBe(200);
    const revised = same.json() as DispatchPlanResponse;
    expect(revised.revision).toBe(plan.revision + 1);
    expect(stopsOf(revised, rider.driverId).map((s) => s.arriveAt)).not.toContain('2000-01-01T00:00:00.000Z');
    expect((await put([...others, { driverId: rider.driverId, stops: mine }])).statusCode).toBe(409);
  });

  it('applies: each order goes to its route’s driver, and the driver’s route follows the plan’s order', async () => {
    let plan = (await current()).plan!;
    // Dispatch moves our second job's pickup to the front of the route.
    const mine = stopsOf(plan, rider.driverId).map(({ orderId, kind }) => ({ orderId, kind }));
    const moved = [
      mine.find((s) => s.orderId === second && s.kind === 'pickup')!,
      ...mine.filter((s) => !(s.orderId === second && s.kind === 'pickup')),
    ];
    const others = plan.routes
      .filter((r) => r.driverId !== rider.driverId)
      .map((r) => ({ driverId: r.driverId, stops: r.stops.map(({ orderId, kind }) => ({ orderId, kind })) }));
    const put = await t.request({
      method: 'PUT',
      url: `/api/dispatch/plans/${plan.id}`,
      token: admin,
      payload: {
        revision: plan.revision,
        routes: [...others, { driverId: rider.driverId, stops: moved }],
        pins: [second],
      },
    });
    expect(put.statusCode).toBe(200);
    plan = put.json();
    expect(plan.violations).toEqual([]);
    const applied = await t.request({
      method: 'POST',
      url: `/api/dispatch/plans/${plan.id}/apply`,
      token: admin,
      payload: { revision: plan.revision },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().status).toBe('applied');
    const rows = await t.db
      .select({ id: orders.id, driverId: orders.driverId, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [first, second]));
    for (const row of rows) expect(row).toMatchObject({ driverId: rider.driverId, status: 'assigned' });
    const route = (
      await t.request({ method: 'GET', url: '/api/driver/route', token: rider.token })
    ).json() as DriverRouteResponse;
    expect(route.stops.map((s) => `${s.orderId}/${s.kind}`)).toEqual(
      stopsOf(plan, rider.driverId).map((s) => `${s.orderId}/${s.kind}`),
    );
    expect(route.stops[0]).toMatchObject({ orderId: second, kind: 'pickup' });
  });

  it('flags an order forced onto a driver without the cold chain, refuses to apply that plan, and refuses a pin to a driver off shift', async () => {
    const plan = (await current()).plan!;
    const coldJob = await openJob(t, client, admin, { temperatureClass: 'refrigerated' });
    const withCold = (await current()).plan!;
    expect(withCold.unserved.find((u) => u.orderId === coldJob)).toMatchObject({
      reason: 'no_cold_chain_driver',
    });
    // Dispatch forces it onto a driver without the cold chain: the server says what that breaks.
    const mine = stopsOf(withCold, rider.driverId).map(({ orderId, kind }) => ({ orderId, kind }));
    const forced = await t.request({
      method: 'PUT',
      url: `/api/dispatch/plans/${plan.id}`,
      token: admin,
      payload: {
        revision: withCold.revision,
        routes: [
          {
            driverId: rider.driverId,
            stops: [...mine, { orderId: coldJob, kind: 'pickup' }, { orderId: coldJob, kind: 'delivery' }],
          },
        ],
        pins: [],
      },
    });
    expect(forced.statusCode).toBe(200);
    const broken = forced.json() as DispatchPlanResponse;
    expect(broken.violations.map((v) => v.reason)).toContain('not-allowed');
    const refused = await t.request({
      method: 'POST',
      url: `/api/dispatch/plans/${plan.id}/apply`,
      token: admin,
      payload: { revision: broken.revision },
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await t.db.select({ driverId: orders.driverId }).from(orders).where(eq(orders.id, coldJob)))[0]!
        .driverId,
    ).toBeNull();
    // A pin to a driver off shift is refused, naming the field.
    const pin = await t.request({
      method: 'POST',
      url: `/api/dispatch/plans/${plan.id}/pins`,
      token: admin,
      payload: { revision: broken.revision, orderId: coldJob, driverId: 999_999 },
    });
    expect(pin.statusCode).toBe(400);
    expect(pin.json().errors[0].path).toBe('driverId');
  });

  it('refuses to apply, and changes nothing, when an order in the plan was taken since', async () => {
    const other = await newDriver(t);
    await parked(other.driverId, 29.7, -95.4);
    const job = await openJob(t, client, admin);
    const { plan } = await propose();
    const holder = plan.routes.find((r) => r.stops.some((s) => s.orderId === job));
    expect(holder).toBeDefined();
    const open = new Set(await openOrderIds());
    const thief = holder!.driverId === rider.driverId ? other : rider;
    expect((await accept(t, thief.token, job)).statusCode).toBe(200);
    const applied = await t.request({
      method: 'POST',
      url: `/api/dispatch/plans/${plan.id}/apply`,
      token: admin,
      payload: { revision: plan.revision },
    });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().code).toBe('PLAN_STALE');
    expect(applied.json().message).toContain('ML-');
    const unchanged = plan.routes
      .flatMap((r) => r.stops.map((s) => s.orderId))
      .filter((id) => id !== job && open.has(id));
    if (unchanged.length > 0) {
      const rows = await t.db
        .select({ driverId: orders.driverId })
        .from(orders)
        .where(inArray(orders.id, unchanged));
      expect(rows.every((row) => row.driverId === null)).toBe(true);
    }
  });
});

describe('a planner thread that fails', () => {
  it('answers 503 with the cause in one line and Retry-After, and stores no plan', async () => {
    const dead = {
      run: () => Promise.reject(new PlannerUnavailable('planner: its thread exited (code 1)')),
    } as unknown as PlannerPool;
    const before = (await current()).plan?.id;
    const failure = await proposePlan(
      { db: t.db, pool: dead, defaultSeconds: 1 },
      { id: 1 } as SessionUser,
      1,
      new Date(),
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ statusCode: 503, retryAfterSeconds: 5 });
    expect((failure as Error).message).toContain('its thread exited');
    expect((await current()).plan?.id).toBe(before);
  });
});
