/**
 * A database that refuses every write (cannot_connect_now: starting up, in recovery) refuses a batch
 * of access-log entries at once: each read of the batch is withheld with that one failure, without
 * the batch being tried again entry by entry, and the chain holds nothing of the refused batch.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { driverTestApp, openJob } from '../driver-jobs/test-support';
import { accessLogWriter } from './writer';

let t: TestApp;
let admin: string;
let client: string;
let orderId: number;

beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  orderId = await openJob(t, client, admin);
});
afterAll(async () => t.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const entryCount = async () =>
  Number(rowsOf(await t.db.execute(sql`select count(*)::int as n from access_log`))[0]!.n);
/** Statements the database refused so far: a sequence counts them, outside every transaction. */
const refusedStatements = async () =>
  Number(
    rowsOf(
      await t.db.execute(
        sql`select case when is_called then last_value else 0 end as n from refused_appends`,
      ),
    )[0]!.n,
  );

/** Every insert into the log refused as a database in recovery refuses it, each attempt counted. */
async function refuseAppends(run: () => Promise<void>) {
  await t.db.execute(sql`create sequence refused_appends`);
  await t.db.execute(sql`
    create function refuse_append() returns trigger language plpgsql as $$
    begin
      perform nextval('refused_appends');
      raise exception 'the database system is starting up' using errcode = '57P03';
    end $$`);
  await t.db.execute(sql`
    create trigger refuse_append before insert on access_log
    for each statement execute function refuse_append()`);
  try {
    await run();
  } finally {
    await t.db.execute(sql`drop trigger refuse_append on access_log`);
    await t.db.execute(sql`drop function refuse_append()`);
    await t.db.execute(sql`drop sequence refused_appends`);
  }
}

const entry = (userId: number) => ({
  userId,
  role: 'admin',
  route: 'GET /api/orders/:id',
  ipAddress: null,
  orderIds: [orderId],
  records: [],
  fields: ['contacts', 'item'],
});

describe('a database that refuses the access log', () => {
  it('answers every entry of a batch with the one failure, after one statement', async () => {
    const before = await entryCount();
    const append = accessLogWriter(t.db, 1);
    await refuseAppends(async () => {
      // Submitted in one turn: they form one batch.
      const outcomes = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(() => append(entry(1))));
      const reasons = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as unknown) : 'written'));
      expect(reasons.every((reason) => reason === reasons[0])).toBe(true);
      expect(isDatabaseUnavailable(reasons[0])).toBe(true);
      expect(await refusedStatements()).toBe(1);
    });
    expect(await entryCount()).toBe(before);
  });

  it('withholds the reads with 503 and leaves the chain whole and without them', async () => {
    const before = await entryCount();
    await refuseAppends(async () => {
      const answers = await Promise.all(
        [client, admin, client, admin].map((token) =>
          t.request({ method: 'GET', url: `/api/orders/${orderId}`, token }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
      expect(answers.map((r) => r.json().code)).toEqual(answers.map(() => 'SERVICE_UNAVAILABLE'));
      expect(answers.every((r) => r.headers['retry-after'] !== undefined)).toBe(true);
      expect(answers.some((r) => r.body.includes('itemDescription'))).toBe(false);
    });
    expect(await entryCount()).toBe(before);
    const verify = await t.request({ method: 'GET', url: '/api/admin/access-log/verify', token: admin });
    expect(verify.json()).toMatchObject({ valid: true, brokenAt: null });
  });
});
