import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementResponse, settlementSummaries, type SettlementResponse } from '@domain/driver-pay';
import { driverStatsResponse } from '@domain/driver';
import type { TestApp } from '../../test/helper';
import { driverTestApp, newDriver, openJob, type TestDriver } from '../driver-jobs/test-support';
import { deliveredJob } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let driver: TestDriver;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  driver = await newDriver(t);
});
afterAll(async () => t.close());

// A week in the past, Monday 3 to Sunday 9 February 2025 in Central time (CST, UTC-6).
const WEEK = '2025-02-03';
const NEXT_WEEK = '2025-02-10';
const KATY = {
  deliveryAddress: '23501 Cinco Ranch Blvd, Katy, TX 77494',
  deliveryLatitude: '29.785800',
  deliveryLongitude: '-95.824500',
};

const weekUrl = (driverId: number, week: string, suffix = '') =>
  `/api/driver-pay/drivers/${driverId}/weeks/${week}${suffix}`;
const readWeek = async (driverId: number, week: string, token = admin): Promise<SettlementResponse> => {
  const r = await t.as(token).get(weekUrl(driverId, week));
  expect(r.statusCode, r.body).toBe(200);
  return settlementResponse.parse(r.json());
};
const rule = async (payload: Record<string, unknown>) => {
  const r = await t.as(admin).post('/api/driver-pay/rules', payload);
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id as number;
};

// Independent arithmetic in cents, half up: what the rules below should pay.
const cents = (money: string) => Math.round(Number(money) * 100);
const tenths = (miles: string) => Math.round(Number(miles) * 10);
const money = (c: number) => (c / 100).toFixed(2);
/** Rule A: 10 % of the total + 0.50 a mile, at least 9.00 a job. */
const payA = (job: { total: string; miles: string }) =>
  Math.max(Math.round(cents(job.total) / 10) + tenths(job.miles) * 5, 900);
/** Rule B: 4.00 flat + 1.25 for each of the job's 2 stops + 0.75 a piece, at least 3.00. */
const payB = (pieces: number) => Math.max(400 + 2 * 125 + pieces * 75, 300);

describe("a driver's week", () => {
  const people = () => ({ client, admin, driver: driver.token });
  let jobs: { id: number; total: string; miles: string }[];
  let issued: SettlementResponse;

  it('is the pay rule in force each day applied to the week’s delivered jobs, with its adjustments', async () => {
    const ruleA = await rule({
      driverId: driver.driverId,
      effectiveFrom: '2025-01-01',
      percent: 10,
      perMile: '0.50',
      minimum: 9,
    });
    // From Wednesday on, rule B.
    const ruleB = await rule({
      driverId: driver.driverId,
      effectiveFrom: '2025-02-05',
      flat: '4.00',
      perStop: '1.25',
      perPiece: '0.75',
      minimum: '3.00',
    });
    jobs = [
      // Monday morning, a long run (rule A, above its minimum), then Tuesday, a short one (the minimum).
      await deliveredJob(t, people(), new Date('2025-02-03T15:00:00Z'), KATY),
      await deliveredJob(t, people(), new Date('2025-02-04T16:00:00Z')),
      // Sunday 23:30 Central is Monday 05:30 UTC: still this week, rule B, three pieces.
      await deliveredJob(t, people(), new Date('2025-02-10T05:30:00Z'), {
        pieces: [{ kind: 'bag' }, { kind: 'tote' }, { kind: 'box' }],
      }),
      // Monday 00:30 Central: next week's.
      await deliveredJob(t, people(), new Date('2025-02-10T06:30:00Z')),
    ];
    const [long, short, sunday, nextMonday] = jobs as [
      (typeof jobs)[0],
      (typeof jobs)[0],
      (typeof jobs)[0],
      (typeof jobs)[0],
    ];
    const url = weekUrl(driver.driverId, WEEK, '/adjustments');
    expect(
      (await t.as(admin).post(url, { kind: 'bonus', amount: '20.00', note: 'Weekend cover' })).statusCode,
    ).toBe(201);
    expect(
      (await t.as(admin).post(url, { kind: 'deduction', amount: 5.5, note: 'Fuel card' })).statusCode,
    ).toBe(201);

    const week = await readWeek(driver.driverId, WEEK);
    const expected = [payA(long), payA(short), payB(3)];
    // One job above rule A's minimum, one topped up to it: the minimum is what makes them differ.
    expect(expected[0]).toBeGreaterThan(900);
    expect(expected[1]).toBe(900);
    expect(week.lines.map((l) => [l.orderId, l.ruleId, l.amount])).toEqual([
      [long.id, ruleA, money(expected[0]!)],
      [short.id, ruleA, money(expected[1]!)],
      [sunday.id, ruleB, money(expected[2]!)],
    ]);
    expect(week.lines.map((l) => l.orderId)).not.toContain(nextMonday.id);
    expect(week.lines[1]!.parts.map((p) => p.code)).toContain('minimum');
    expect(week.days).toEqual([
      { day: '2025-02-03', jobs: 1, amount: money(expected[0]!) },
      { day: '2025-02-04', jobs: 1, amount: money(expected[1]!) },
      { day: '2025-02-09', jobs: 1, amount: money(expected[2]!) },
    ]);
    const jobsCents = expected.reduce((a, b) => a + b, 0);
    expect(week).toMatchObject({
      status: 'draft',
      weekEnd: '2025-02-09',
      jobsTotal: money(jobsCents),
      adjustmentsTotal: '14.50',
      total: money(jobsCents + 1450),
    });
  });

  it('is issued once, numbered, with the figures of its draft; then nothing changes it (409)', async () => {
    const draft = await readWeek(driver.driverId, WEEK);
    const r = await t.as(admin).post(weekUrl(driver.driverId, WEEK, '/issue'));
    expect(r.statusCode, r.body).toBe(200);
    issued = settlementResponse.parse(r.json());
    expect(issued.status).toBe('issued');
    expect(issued.number).toMatch(/^DS-\d{5}$/);
    expect({ ...issued, id: null, number: null, status: 'draft', issuedAt: null }).toEqual({
      ...draft,
      id: null,
    });

    const adjust = await t.as(admin).post(weekUrl(driver.driverId, WEEK, '/adjustments'), {
      kind: 'bonus',
      amount: '1.00',
      note: 'Too late',
    });
    expect(adjust.statusCode).toBe(409);
    expect((await t.as(admin).post(weekUrl(driver.driverId, WEEK, '/issue'))).statusCode).toBe(409);
    expect(await readWeek(driver.driverId, WEEK)).toEqual(issued);
  });

  it('keeps its issued figures when a rule changes; the new rule prices only what is not yet settled', async () => {
    // Half the total for every day from 1 February: the issued Monday and Tuesday jobs would change.
    await rule({ driverId: driver.driverId, effectiveFrom: '2025-02-01', percent: 50 });
    expect(await readWeek(driver.driverId, WEEK)).toEqual(issued);
    const pdf = await t.as(driver.token).get(weekUrl(driver.driverId, WEEK, '/pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A Tuesday delivery that reached the server only after the week was issued: paid next week,
    // by the rule now in force for Tuesday.
    const late = await deliveredJob(
      t,
      { client, admin, driver: driver.token },
      new Date('2025-02-04T20:00:00Z'),
    );
    const next = await readWeek(driver.driverId, NEXT_WEEK);
    const lateLine = next.lines.find((l) => l.orderId === late.id);
    expect(lateLine?.amount).toBe(money(Math.round(cents(late.total) / 2)));
    expect(next.lines.map((l) => l.orderId).sort()).toEqual([jobs[3]!.id, late.id].sort());
    expect((await readWeek(driver.driverId, WEEK)).lines.map((l) => l.orderId)).not.toContain(late.id);

    // The driver's Money Earned card: the issued week as issued, plus what is not settled yet.
    const stats = driverStatsResponse.parse(
      (await t.as(driver.token).get(`/api/driver/stats/${driver.driverId}`)).json(),
    );
    expect(stats.moneyEarned).toBe(money(cents(issued.total) + cents(next.total)));
  });

  it('lists the driver’s weeks, issued and draft, for the driver itself', async () => {
    const r = await t.as(driver.token).get(`/api/driver-pay/drivers/${driver.driverId}/weeks?limit=104`);
    expect(r.statusCode).toBe(200);
    const weeks = settlementSummaries.parse(r.json());
    expect(weeks.find((w) => w.weekStart === WEEK)).toMatchObject({
      status: 'issued',
      jobs: 3,
      total: issued.total,
    });
    expect(weeks.find((w) => w.weekStart === NEXT_WEEK)).toMatchObject({ status: 'draft', jobs: 2 });
  });
});

describe('who sees pay', () => {
  it('a driver reads its own weeks and no other driver’s', async () => {
    const other = await newDriver(t);
    expect((await t.as(other.token).get(weekUrl(driver.driverId, WEEK))).statusCode).toBe(403);
    expect((await t.as(other.token).get(weekUrl(driver.driverId, WEEK, '/pdf'))).statusCode).toBe(403);
    expect((await t.as(other.token).get(`/api/driver-pay/drivers/${driver.driverId}/weeks`)).statusCode).toBe(
      403,
    );
    expect((await t.as(other.token).get(weekUrl(other.driverId, WEEK))).statusCode).toBe(200);
  });

  it('dispatch lists every driver with pay in a week', async () => {
    const r = await t.as(admin).get(`/api/driver-pay/settlements?weekStart=${WEEK}`);
    expect(r.statusCode).toBe(200);
    expect(settlementSummaries.parse(r.json()).find((s) => s.driverId === driver.driverId)).toMatchObject({
      status: 'issued',
      jobs: 3,
    });
  });
});

describe('the job board', () => {
  it("shows each open job's pay under the driver's rule in force today", async () => {
    const fresh = await newDriver(t);
    await rule({ driverId: fresh.driverId, effectiveFrom: '2000-01-01', flat: '7.77' });
    const id = await openJob(t, client, admin);
    const board = await t.as(fresh.token).get('/api/orders/available');
    expect(board.statusCode).toBe(200);
    const job = (board.json() as { id: number; driverPay?: string }[]).find((j) => j.id === id);
    expect(job?.driverPay).toBe('7.77');
  });
});

describe('refusals', () => {
  it('names the field of a bad rule, week or adjustment (400), an unknown driver (404), a week not over (409)', async () => {
    const bad = await t.as(admin).post('/api/driver-pay/rules', {
      driverId: null,
      effectiveFrom: '2025-02-30',
      percent: 150,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/effectiveFrom|percent/);
    expect((await t.as(admin).get(weekUrl(driver.driverId, '2025-02-04'))).body).toMatch(
      /weekStart must be a Monday/,
    );
    const noNote = await t.as(admin).post(weekUrl(driver.driverId, '2025-03-03', '/adjustments'), {
      kind: 'bonus',
      amount: '5',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toMatch(/note/);
    expect((await t.as(admin).get(weekUrl(999_999, WEEK))).statusCode).toBe(404);
    expect(
      (await t.as(admin).post('/api/driver-pay/rules', { driverId: 999_999, effectiveFrom: '2025-01-01' }))
        .statusCode,
    ).toBe(404);
    const future = await t.as(admin).post(weekUrl(driver.driverId, '2099-01-05', '/issue'));
    expect(future.statusCode).toBe(409);
    expect(future.json().code).toBe('WEEK_NOT_OVER');
  });
});
