/**
 * Standing orders through the API, on PGlite and PostgreSQL: each occurrence is an
 * ordinary order booked once per date, across a restart and across two apps at once; pausing
 * stops future ones and cancels the unpaid ones booked ahead (ending too), a skipped date is not
 * booked, bad rules and addresses are 400s naming the field, and a client sees and changes only
 * its own standing orders.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@domain/central-time';
import { centralInstantAt } from '@domain/recurring-orders';
import { randomBytes } from 'node:crypto';
import { SERVICE_LEVELS } from '@domain/service-levels';
import type { Priority } from '@domain/enums';
import { createGeocoder } from '../../adapters/geocoder/index';
import { placeIds } from '../places/index';
import { createDistanceService } from '../../adapters/router/index';
import { orders, recurringOrders } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { generateOccurrences } from './generator';
import { appOn, sharedDatabase } from './test-support';

const template = {
  serviceType: 'laboratory_sample',
  priority: 'standard',
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  itemDescription: 'Morning specimen run',
};
const services = {
  distance: createDistanceService({ url: undefined, log: console as never }),
  geocoder: createGeocoder({ url: undefined, log: console as never, ids: placeIds(randomBytes(32)) }),
};
const tomorrow = () => addDays(dayKey(new Date()), 1);

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let a: Awaited<ReturnType<typeof appOn>>;
let client: string;
let otherClient: string;
let admin: string;

beforeAll(async () => {
  shared = await sharedDatabase();
  a = await appOn(await shared.open());
  [client, otherClient, admin] = await Promise.all([
    a.login('client', 'client123'),
    a.login('lab.dallas', 'client123'),
    a.login('admin', 'admin123'),
  ]);
}, 60_000);
afterAll(async () => {
  await a?.app.close();
  await shared?.drop();
});

async function create(body: Record<string, unknown>, token = client) {
  return a.as(token).post('/api/recurring-orders', { template, ...body });
}

async function occurrences(db: Db, recurringId: number) {
  const rows = await db
    .select({ day: orders.occurrenceDate })
    .from(orders)
    .where(eq(orders.recurringId, recurringId))
    .orderBy(orders.occurrenceDate);
  return rows.map((r) => r.day);
}

describe('creating a standing order', () => {
  it('books each date of the rule within the horizon as an order carrying recurringId', async () => {
    const start = tomorrow();
    const res = await create({ rrule: 'FREQ=DAILY;COUNT=3', startDate: start, timeOfDay: '07:30' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'active', timeZone: 'America/Chicago', timeOfDay: '07:30' });
    const days = [start, addDays(start, 1), addDays(start, 2)];
    expect(body.nextDates).toEqual(days);
    expect(body.upcomingOrders.map((o: { occurrenceDate: string }) => o.occurrenceDate)).toEqual(days);

    const first = await a.as(client).get(`/api/orders/${body.upcomingOrders[0].id}`);
    expect(first.json()).toMatchObject({
      recurringId: body.id,
      occurrenceDate: start,
      scheduledDate: centralInstantAt(start, '07:30').toISOString(),
      pickupAddress: template.pickupAddress,
      status: 'pending',
    });
    expect(Number(first.json().totalCost)).toBeGreaterThan(0);
    // Its deadlines count from its own 07:30 pickup time, by the service-level table.
    const level = SERVICE_LEVELS[template.priority as Priority];
    const pickupAt = centralInstantAt(start, '07:30').getTime();
    expect(first.json().preferredTimeSlot).toBe('specific');
    expect(Date.parse(first.json().pickupBy)).toBe(pickupAt + level.pickupWithinMinutes * 60_000);
    expect(Date.parse(first.json().deliverBy)).toBe(pickupAt + level.deliverWithinMinutes * 60_000);
  });

  it('takes the first day and time of day from the template when not given', async () => {
    const at = centralInstantAt(addDays(dayKey(new Date()), 3), '15:00');
    const res = await a.as(client).post('/api/recurring-orders', {
      rrule: 'RRULE:FREQ=WEEKLY;COUNT=2',
      template: { ...template, scheduledDate: at.toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ startDate: dayKey(at), timeOfDay: '15:00' });
  });

  it.each([
    ['FREQ=SOMETIMES', 'FREQ'],
    ['FREQ=DAILY;COUNT=x', 'not a valid'],
    ['FREQ=HOURLY;COUNT=5', 'at most once a day'],
    ['FREQ=DAILY;BYHOUR=7,15', 'BYHOUR'],
    ['COUNT=3', 'FREQ'],
    ['DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY', 'DTSTART'],
    ['FREQ=DAILY;UNTIL=20200101', 'no dates'],
  ])('refuses the rule %j with a 400 naming rrule', async (rrule, words) => {
    const before = await a.db.$count(recurringOrders);
    const res = await create({ rrule });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'rrule', message: expect.stringContaining(words) });
    expect(await a.db.$count(recurringOrders)).toBe(before);
  });

  it('refuses an address outside the service area like a booking, creating nothing', async () => {
    const before = await a.db.$count(recurringOrders);
    const res = await a.as(client).post('/api/recurring-orders', {
      rrule: 'FREQ=DAILY',
      template: { ...template, pickupAddress: '1700 Lincoln St, Denver, CO 80203' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('pickupAddress');
    expect(await a.db.$count(recurringOrders)).toBe(before);
  });

  it('refuses a bad skip date and a missing template field naming them', async () => {
    const bad = await create({ rrule: 'FREQ=DAILY', skipDates: ['2026-02-30'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('skipDates.0');
    const missing = await a.as(client).post('/api/recurring-orders', {
      rrule: 'FREQ=DAILY',
      template: { ...template, itemDescription: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('template.itemDescription');
  });
});

describe('exactly once', () => {
  it('a restart books nothing twice and later rounds add only the new days', async () => {
    const res = await create({ rrule: 'FREQ=DAILY', startDate: tomorrow(), timeOfDay: '08:00' });
    const id = res.json().id as number;
    const booked = await occurrences(a.db, id);
    expect(booked.length).toBeGreaterThanOrEqual(7);

    // A restart: a new app on the same database runs its start-up round, then closes.
    const restarted = await appOn(await shared.open());
    await restarted.app.close();
    expect(await occurrences(a.db, id)).toEqual(booked);

    const later = new Date(Date.now() + 3 * 86_400_000);
    const round = await generateOccurrences(a.db, services, { horizonDays: 7, now: later, onlyId: id });
    expect(round.created).toBe(3);
    const after = await occurrences(a.db, id);
    expect(after.length).toBe(booked.length + 3);
    expect(new Set(after).size).toBe(after.length);
  });

  it('two apps generating at the same moment book each date once', async () => {
    // The second app starts (and runs its start-up round) first; the standing order is then
    // inserted directly, so neither app has booked anything before the race.
    const second = await appOn(await shared.open());
    const start = tomorrow();
    const [row] = await a.db
      .insert(recurringOrders)
      .values({
        clientId: 2,
        rrule: 'FREQ=DAILY',
        template: { ...template, pickupLatitude: 29.7073, pickupLongitude: -95.3978 },
        startDate: start,
        timeOfDay: '09:00',
      })
      .returning();
    try {
      const rounds = await Promise.all([
        generateOccurrences(a.db, services, { horizonDays: 7, onlyId: row!.id }),
        generateOccurrences(second.db, services, { horizonDays: 7, onlyId: row!.id }),
        generateOccurrences(second.db, services, { horizonDays: 7, onlyId: row!.id }),
      ]);
      const days = await occurrences(a.db, row!.id);
      expect(new Set(days).size).toBe(days.length);
      expect(days[0]).toBe(start);
      // Tomorrow to today + 7. The second app's own start-up round may have joined the race too,
      // so the three rounds here booked at most all of them, and together nobody booked twice.
      expect(days.length).toBe(7);
      expect(rounds.reduce((sum, r) => sum + r.created, 0)).toBeLessThanOrEqual(days.length);
    } finally {
      await second.app.close();
    }
    // The index itself refuses a second order for a date, whatever code path tries.
    const [one] = await a.db.select().from(orders).where(eq(orders.recurringId, row!.id)).limit(1);
    const { id: _id, ...copy } = one!;
    await expect(a.db.insert(orders).values(copy)).rejects.toThrow();
  });
});

describe('changing a standing order', () => {
  it('pausing stops future occurrences; resuming books them again', async () => {
    const id = (await create({ rrule: 'FREQ=DAILY', startDate: tomorrow() })).json().id as number;
    const before = await occurrences(a.db, id);
    const paused = await a.as(client).patch(`/api/recurring-orders/${id}`, { status: 'paused' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', nextDates: [] });
    const later = new Date(Date.now() + 5 * 86_400_000);
    await generateOccurrences(a.db, services, { horizonDays: 7, now: later });
    expect(await occurrences(a.db, id)).toEqual(before);

    const resumed = await a.as(client).patch(`/api/recurring-orders/${id}`, { status: 'active' });
    expect(resumed.json().status).toBe('active');
    await generateOccurrences(a.db, services, { horizonDays: 7, now: later, onlyId: id });
    expect((await occurrences(a.db, id)).length).toBeGreaterThan(before.length);
  });

  it('pausing cancels the booked orders still unpaid and ahead, and keeps a paid one', async () => {
    const created = (await create({ rrule: 'FREQ=DAILY', startDate: tomorrow(), timeOfDay: '10:00' })).json();
    const booked = created.upcomingOrders as { id: number }[];
    expect(booked.length).toBeGreaterThanOrEqual(2);
    // The client pays for the first run (test payment): a paid order is left to the client.
    const paid = await a.as(client).patch(`/api/orders/${booked[0]!.id}`, { status: 'confirmed' });
    expect(paid.statusCode, paid.body).toBe(200);

    const paused = await a.as(client).patch(`/api/recurring-orders/${created.id}`, { status: 'paused' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().stoppedOrders).toEqual({ cancelled: booked.length - 1, remaining: 1 });
    const statuses = new Map(
      (paused.json().upcomingOrders as { id: number; status: string }[]).map((o) => [o.id, o.status]),
    );
    expect(statuses.get(booked[0]!.id)).toBe('confirmed');
    for (const { id } of booked.slice(1)) expect(statuses.get(id)).toBe('cancelled');
    // Each cancellation is an ordinary one: the order's own answer and its tracking say so.
    const order = await a.as(client).get(`/api/orders/${booked[1]!.id}`);
    expect(order.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });

    // Pausing again finds nothing more to cancel; a read carries no count.
    const again = await a.as(client).patch(`/api/recurring-orders/${created.id}`, { status: 'paused' });
    expect(again.json().stoppedOrders).toEqual({ cancelled: 0, remaining: 1 });
    const read = await a.as(client).get(`/api/recurring-orders/${created.id}`);
    expect(read.json().stoppedOrders).toBeUndefined();
  });

  it('ending (DELETE, or by admin) cancels its unpaid booked orders and says none remain', async () => {
    const created = (await create({ rrule: 'FREQ=DAILY;COUNT=3', startDate: tomorrow() })).json();
    expect(created.upcomingOrders).toHaveLength(3);
    const ended = await a.as(admin).delete(`/api/recurring-orders/${created.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', stoppedOrders: { cancelled: 3, remaining: 0 } });
    const [left] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.recurringId, created.id), ne(orders.status, 'cancelled')));
    expect(left!.n).toBe(0);
    // Changing skip dates or the end date cancels nothing and carries no count.
    const other = (await create({ rrule: 'FREQ=DAILY;COUNT=2', startDate: tomorrow() })).json();
    const skipped = await a.as(client).patch(`/api/recurring-orders/${other.id}`, {
      skipDates: [addDays(tomorrow(), 5)],
    });
    expect(skipped.json().stoppedOrders).toBeUndefined();
    expect(skipped.json().upcomingOrders.every((o: { status: string }) => o.status === 'pending')).toBe(true);
  });

  it('a skipped date is not booked; other dates are', async () => {
    const start = addDays(dayKey(new Date()), 10);
    const id = (await create({ rrule: 'FREQ=DAILY;COUNT=3', startDate: start })).json().id as number;
    const skip = addDays(start, 1);
    const res = await a.as(client).patch(`/api/recurring-orders/${id}`, { skipDates: [skip] });
    expect(res.json().skipDates).toEqual([skip]);
    expect(res.json().nextDates).toEqual([start, addDays(start, 2)]);
    await generateOccurrences(a.db, services, { horizonDays: 7, now: centralInstantAt(start, '00:00') });
    expect(await occurrences(a.db, id)).toEqual([start, addDays(start, 2)]);
  });

  it('ending stops it for good: DELETE ends, later changes are 409', async () => {
    const id = (await create({ rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' })).json().id as number;
    const ended = await a.as(client).delete(`/api/recurring-orders/${id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', nextDates: [] });
    const again = await a.as(client).patch(`/api/recurring-orders/${id}`, { status: 'active' });
    expect(again.statusCode).toBe(409);
  });

  it('an end date earlier than the start is a 400 naming endDate', async () => {
    const id = (await create({ rrule: 'FREQ=DAILY', startDate: addDays(dayKey(new Date()), 5) })).json().id;
    const res = await a.as(client).patch(`/api/recurring-orders/${id}`, { endDate: dayKey(new Date()) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('endDate');
  });
});

describe('who sees what', () => {
  it('a client sees and changes only its own; admin sees all', async () => {
    const mine = (await create({ rrule: 'FREQ=DAILY;COUNT=2', startDate: tomorrow() })).json().id as number;
    const theirs = (await create({ rrule: 'FREQ=DAILY;COUNT=2', startDate: tomorrow() }, otherClient)).json()
      .id as number;

    const myList = (await a.as(client).get('/api/recurring-orders')).json() as {
      id: number;
      clientId: number;
    }[];
    expect(myList.map((r) => r.id)).toContain(mine);
    expect(myList.every((r) => r.clientId === 2)).toBe(true);

    expect((await a.as(client).get(`/api/recurring-orders/${theirs}`)).statusCode).toBe(404);
    expect(
      (await a.as(client).patch(`/api/recurring-orders/${theirs}`, { status: 'paused' })).statusCode,
    ).toBe(404);
    expect((await a.as(client).delete(`/api/recurring-orders/${theirs}`)).statusCode).toBe(404);
    const [row] = await a.db
      .select()
      .from(recurringOrders)
      .where(and(eq(recurringOrders.id, theirs)));
    expect(row!.status).toBe('active');

    const all = (await a.as(admin).get('/api/recurring-orders')).json() as { id: number }[];
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([mine, theirs]));
    expect(
      (await a.as(admin).patch(`/api/recurring-orders/${theirs}`, { status: 'paused' })).statusCode,
    ).toBe(200);

    // Dispatch books only for a client it names (dispatch-standing-orders.test.ts).
    expect((await create({ rrule: 'FREQ=DAILY' }, admin)).statusCode).toBe(400);
    // An ordinary booking's answer carries recurringId null.
    const list = (await a.as(client).get('/api/orders/client/2?limit=100')).json() as {
      recurringId: number | null;
    }[];
    expect(list.some((o) => o.recurringId === null)).toBe(true);
  });
});
