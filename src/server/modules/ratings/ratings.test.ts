import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_RANGE, RATING_REQUIRED } from '@domain/ratings';
import { drivers, ratings as ratingsTable } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { createTestApp, type TestApp } from '../../test/helper';
import { demoPeople, driverRating, insertOrder, signUp, type Person } from '../messages/test-support';

let t: TestApp;
let admin: Person;
let client: Person;
let driver: Person;
let stranger: Person;
let otherDriver: Person;
/** A driver nobody has rated yet: its average is exactly what this file gives it. */
let fresh: Person;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, client, driver } = await demoPeople(t));
  stranger = await signUp(t, 'client');
  otherDriver = await signUp(t, 'driver');
  fresh = await signUp(t, 'driver');
});
afterAll(async () => t.close());

const rate = (who: Person, orderId: number, payload: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/orders/${orderId}/rating`,
    token: who.token,
    payload: payload as object,
  });
const ratings = (who: Person, orderId: number) =>
  t.request({ method: 'GET', url: `/api/orders/${orderId}/rating`, token: who.token });
const delivered = (driverId = fresh.driverId!) => insertOrder(t, { driverId, status: 'delivered' });

describe('POST /api/orders/{id}/rating', () => {
  it("records the client's stars for the driver and moves the driver's average with them", async () => {
    expect(await driverRating(t, fresh.driverId!)).toBeNull();
    const first = await delivered();
    const response = await rate(client, first, {
      rating: 4,
      feedback: '  Careful with the cooler  ',
      userType: 'driver',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      orderId: first,
      userType: 'client',
      rating: 4,
      feedback: 'Careful with the cooler',
    });
    expect(await driverRating(t, fresh.driverId!)).toBe('4.00');
    expect((await rate(client, await delivered(), { rating: 5 })).statusCode).toBe(201);
    expect(await driverRating(t, fresh.driverId!)).toBe('4.50');
    expect((await rate(client, await delivered(), { rating: 4, feedback: '' })).json().feedback).toBeNull();
    expect(await driverRating(t, fresh.driverId!)).toBe('4.33');
  });

  it("takes the side from the rater's role, and the driver's rating of the client leaves the average alone", async () => {
    const id = await delivered();
    const before = await driverRating(t, fresh.driverId!);
    const response = await rate(fresh, id, { rating: 2, userType: 'client' });
    expect(response.statusCode).toBe(201);
    expect(response.json().userType).toBe('driver');
    expect(await driverRating(t, fresh.driverId!)).toBe(before);
    // The client's side is still open: the driver's rating did not take it.
    expect((await rate(client, id, { rating: 5 })).statusCode).toBe(201);
  });

  it('refuses a second rating from the same side, even two at once', async () => {
    const id = await delivered();
    expect((await rate(client, id, { rating: 5 })).statusCode).toBe(201);
    const again = await rate(client, id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_RATED');
    const racing = await Promise.all([rate(fresh, id, { rating: 5 }), rate(fresh, id, { rating: 4 })]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await ratings(client, id)).json().client.rating).toBe(5);
  });

  /** Another session of this database waits for a row lock (asked outside the open transaction). */
  const sessionWaitingForLock = () =>
    eventually(
      async () => {
        const { rows } = (await t.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: unknown[] };
        return rows.length > 0 ? true : undefined;
      },
      { what: 'the rating request to wait for the driver row' },
    );

  it('counts a rating committed while another of the same driver is being recorded', async () => {
    const [a, b] = [await delivered(otherDriver.driverId!), await delivered(otherDriver.driverId!)];
    let pending: ReturnType<typeof rate> | undefined;
    // Another transaction holds the driver's row and commits a rating of order a while the request
    // rates order b: the average must include both.
    await t.db.transaction(async (tx) => {
      await tx.select().from(drivers).where(eq(drivers.id, otherDriver.driverId!)).for('update');
      pending = rate(client, b, { rating: 2 });
      // On PostgreSQL the request's session is seen waiting for that lock before the commit. PGlite
      // has one session: the request queues behind this transaction whenever it reaches the database.
      if (process.env.DATABASE_URL) await sessionWaitingForLock();
      await tx
        .insert(ratingsTable)
        .values({ orderId: a, raterUserId: client.userId, userType: 'client', rating: 5 });
    });
    expect((await pending!).statusCode).toBe(201);
    expect(await driverRating(t, otherDriver.driverId!)).toBe('3.50');
  });

  it('refuses a rating before delivery', async () => {
    for (const status of ['pending', 'confirmed', 'assigned', 'in_transit', 'cancelled'] as const) {
      const id = await insertOrder(t, {
        driverId: status === 'pending' || status === 'confirmed' ? null : driver.driverId!,
        status,
      });
      const response = await rate(client, id, { rating: 5 });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().code).toBe('RATING_NOT_OPEN');
    }
  });

  it('validates the stars and the feedback', async () => {
    const id = await delivered();
    for (const payload of [{}, { rating: null }, { feedback: 'no stars' }]) {
      const response = await rate(client, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RATING_REQUIRED);
    }
    for (const rating of [0, 6, 4.5, -1, 'five', true]) {
      const response = await rate(client, id, { rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().message).toBe(RATING_RANGE);
    }
    const long = await rate(client, id, { rating: 5, feedback: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('feedback');
    expect((await rate(client, id, { rating: '3', feedback: 'x'.repeat(1000) })).statusCode).toBe(201);
  });

  it('refuses admins, other clients, other drivers, and a driver on an open job', async () => {
    const id = await delivered(driver.driverId!);
    expect((await rate(admin, 2_000_000, {})).statusCode).toBe(403);
    expect((await rate(stranger, id, { rating: 5 })).statusCode).toBe(404);
    expect((await rate(otherDriver, id, { rating: 5 })).statusCode).toBe(404);
    expect((await rate(client, 2_000_000, { rating: 5 })).statusCode).toBe(404);
    const open = await insertOrder(t, { status: 'confirmed' });
    expect((await rate(otherDriver, open, { rating: 5 })).statusCode).toBe(403);
  });
});

describe('GET /api/orders/{id}/rating', () => {
  it('answers each side, null until given, to the parties and admins only', async () => {
    const id = await delivered(driver.driverId!);
    expect((await ratings(client, id)).json()).toEqual({ client: null, driver: null });
    await rate(driver, id, { rating: 5, feedback: 'Ready on time' });
    for (const who of [client, driver, admin]) {
      const response = await ratings(who, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        client: null,
        driver: { rating: 5, feedback: 'Ready on time', createdAt: expect.any(String) },
      });
    }
    expect((await ratings(stranger, id)).statusCode).toBe(404);
    expect((await ratings(otherDriver, id)).statusCode).toBe(404);
    expect((await ratings(otherDriver, await insertOrder(t, { status: 'confirmed' }))).statusCode).toBe(403);
  });
});
