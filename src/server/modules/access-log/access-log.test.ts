/**
 * The access log (contract "Access log"): every read of an order's protected fields leaves one
 * entry naming who, what, when, from where and through which route; no route and no SQL changes or
 * deletes one; the hash chain names the entry that went missing or was altered; a read whose entry
 * cannot be written is not shown.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogEntry } from '@domain/access-log';
import { users } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { HOUSTON_BOOKING } from '../../test/orders';
import {
  accept,
  driverTestApp,
  newDriver,
  openJob,
  step,
  type TestDriver,
} from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';

let t: TestApp;
let admin: string;
let client: string;
let clientId: number;
let booker: string;
let bookerId: number;
let d: TestDriver;
let orderId: number;

beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  const me = (await t.request({ method: 'GET', url: '/api/auth/me', token: client })).json();
  clientId = me.id;
  // A colleague who books for the same organisation (not the one who booked this order).
  const colleague = await signUp(t, 'client');
  await t.db
    .update(users)
    .set({ organizationId: me.organizationId, organizationRole: 'booker' })
    .where(eq(users.id, colleague.userId));
  ({ token: booker, userId: bookerId } = colleague);
  d = await newDriver(t);
  orderId = await openJob(t, client, admin);
  expect((await accept(t, d.token, orderId)).statusCode).toBe(200);
});
afterAll(async () => t.close());

const log = async (query: string, token = admin) => {
  const response = await t.request({ method: 'GET', url: `/api/admin/access-log?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((e: unknown) => accessLogEntry.parse(e)) as ReturnType<
    typeof accessLogEntry.parse
  >[];
};
const readOrder = (id: number, token: string) =>
  t.request({ method: 'GET', url: `/api/orders/${id}`, token });
/** The database's own message of a refused statement (Drizzle wraps it). */
async function failureOf(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'succeeded';
}
const verify = async () =>
  (await t.request({ method: 'GET', url: '/api/admin/access-log/verify', token: admin })).json();

describe('a read of one order', () => {
  it('leaves exactly one entry for the booker, the driver and dispatch each', async () => {
    const before = await log(`orderId=${orderId}`);
    const adminId = (await t.request({ method: 'GET', url: '/api/auth/me', token: admin })).json().id;
    for (const [token, userId, role] of [
      [booker, bookerId, 'client'],
      [d.token, d.userId, 'driver'],
      [admin, adminId, 'admin'],
    ] as const) {
      const response = await readOrder(orderId, token);
      expect(response.statusCode).toBe(200);
      const after = await log(`orderId=${orderId}&userId=${userId}`);
      const fresh = after.filter((e) => !before.some((b) => b.seq === e.seq));
      expect(fresh, role).toHaveLength(1);
      expect(fresh[0]).toMatchObject({
        userId,
        role,
        route: 'GET /api/orders/:id',
        orderIds: [orderId],
        fields: ['contacts', 'item'],
      });
      expect(Date.now() - Date.parse(fresh[0]!.at)).toBeLessThan(60_000);
      expect(fresh[0]!.ipAddress).toBeTruthy();
    }
    const all = await log(`orderId=${orderId}`);
    expect(all.length - before.length).toBe(3);
  });

  it('leaves nothing when the read is refused, or for HEAD, which shows no body', async () => {
    const other = await signUp(t, 'client');
    const before = (await log(`orderId=${orderId}`)).length;
    expect((await readOrder(orderId, other.token)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'HEAD', url: `/api/orders/${orderId}`, token: admin })).statusCode,
    ).toBe(200);
    expect((await log(`orderId=${orderId}`)).length).toBe(before);
  });

  it('names the custody certificate, the proof and the readings when the ledger is read', async () => {
    const custody = await t.request({ method: 'GET', url: `/api/orders/${orderId}/custody`, token: client });
    expect(custody.statusCode).toBe(200);
    const [entry] = await log(`orderId=${orderId}&userId=${clientId}&limit=1`);
    expect(entry!.route).toBe('GET /api/orders/:id/custody');
    expect(entry!.fields).toEqual(expect.arrayContaining(['custody-certificate', 'signature', 'id-digits']));
  });

  it('names the contacts a label prints', async () => {
    const label = await t.request({ method: 'GET', url: `/api/orders/${orderId}/label`, token: admin });
    expect(label.statusCode).toBe(200);
    const [entry] = await log(`orderId=${orderId}&limit=1`);
    expect(entry).toMatchObject({ route: 'GET /api/orders/:id/label', fields: ['contacts'] });
  });

  it("logs a driver's step, whose answer shows the order", async () => {
    expect((await step(t, d.token, orderId, 'pickup_scheduled')).statusCode).toBe(200);
    const [entry] = await log(`orderId=${orderId}&limit=1`);
    expect(entry).toMatchObject({ route: 'PATCH /api/orders/:id/status', userId: d.userId, role: 'driver' });
  });
});

describe('a read of many orders', () => {
  it('logs a list once per request, with every id it showed', async () => {
    const second = await openJob(t, client, admin);
    const page = await t.request({
      method: 'GET',
      url: `/api/orders/client/${clientId}?limit=5`,
      token: client,
    });
    expect(page.statusCode).toBe(200);
    const ids = page.json().map((o: { id: number }) => o.id);
    expect(ids).toContain(second);
    const [entry] = await log(`userId=${clientId}&limit=1`);
    expect(entry).toMatchObject({ route: 'GET /api/orders/client/:clientId', orderIds: ids });
  });

  it('names only the item for the job board, which shows a driver no contact', async () => {
    const board = await t.request({ method: 'GET', url: '/api/orders/available', token: d.token });
    expect(board.statusCode).toBe(200);
    expect(board.json().length).toBeGreaterThan(0);
    expect(board.body).not.toContain(HOUSTON_BOOKING.deliveryContactName);
    const [entry] = await log(`userId=${d.userId}&limit=1`);
    expect(entry).toMatchObject({ route: 'GET /api/orders/available', fields: ['item'] });
    expect(entry!.orderIds).toEqual(board.json().map((o: { id: number }) => o.id));
  });
});

describe('an idempotent replay', () => {
  it('shows the first answer again, so it is logged again with the same order', async () => {
    const book = () =>
      t.request({
        method: 'POST',
        url: '/api/orders',
        token: client,
        headers: { 'idempotency-key': 'access-log-replay-1' },
        payload: HOUSTON_BOOKING,
      });
    const first = await book();
    expect(first.statusCode).toBe(201);
    const again = await book();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const entries = await log(`orderId=${first.json().id}`);
    expect(entries.map((e) => e.route)).toEqual(['POST /api/orders', 'POST /api/orders']);
  });
});

describe('the log itself', () => {
  it('names a bad filter', async () => {
    const r = await t.request({ method: 'GET', url: '/api/admin/access-log?orderId=abc', token: admin });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/orderId/);
    const backwards = await t.request({
      method: 'GET',
      url: '/api/admin/access-log?from=2025-03-02&to=2025-03-01',
      token: admin,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/to must not be before from/);
  });

  it('pages newest first through x-next-cursor, and filters by time', async () => {
    const first = await t.request({ method: 'GET', url: '/api/admin/access-log?limit=2', token: admin });
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const [a, b] = first.json();
    expect(a.seq).toBeGreaterThan(b.seq);
    const next = await log(`limit=2&cursor=${cursor}`);
    expect(next[0]!.seq).toBeLessThan(b.seq);
    expect(await log('from=2000-01-01&to=2000-01-02')).toEqual([]);
  });

  it('has no route that changes or deletes an entry', () => {
    const routes = [...t.app.accessDeclarations.keys()].filter((r) => r.includes('/access-log'));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((r) => !/^(GET|HEAD) /.test(r))).toEqual([]);
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    for (const statement of [
      sql`update access_log set user_id = 999 where seq = 1`,
      sql`delete from access_log where seq = 1`,
      sql`truncate access_log`,
    ]) {
      expect(await failureOf(t.db.execute(statement))).toMatch(/access_log is append-only/);
    }
  });

  it('seals each entry itself: a forged number or hash is replaced', async () => {
    await t.db
      .execute(sql`insert into access_log (seq, user_id, role, route, order_ids, fields, prev_hash, hash)
      values (1, 1, 'admin', 'GET /forged', '{}', '{}', 'x', 'y')`);
    const [entry] = await log('limit=1');
    expect(entry!.route).toBe('GET /forged');
    expect(entry!.seq).toBeGreaterThan(1);
    expect(await verify()).toMatchObject({ valid: true, brokenAt: null });
  });
});

describe('the chain', () => {
  /** What someone with the table owner's rights could do: switch the trigger off, change, switch it on. */
  const tamper = (statement: ReturnType<typeof sql>) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table access_log disable trigger access_log_append_only`);
      await tx.execute(statement);
      await tx.execute(sql`alter table access_log enable trigger access_log_append_only`);
    });

  it('verifies, then names an altered entry, then a missing one', async () => {
    const intact = await verify();
    expect(intact).toMatchObject({ valid: true, brokenAt: null });
    expect(intact.checked).toBe(intact.lastSeq);

    await tamper(sql`update access_log set user_id = 424242 where seq = 2`);
    expect(await verify()).toMatchObject({
      valid: false,
      brokenAt: 2,
      problem: expect.stringMatching(/altered/),
    });

    await tamper(sql`delete from access_log where seq = 2`);
    expect(await verify()).toMatchObject({
      valid: false,
      brokenAt: 2,
      problem: expect.stringMatching(/missing/),
    });
  });
});

describe('a read that cannot be logged', () => {
  it('is answered 503 and shows nothing', async () => {
    // A real refusal by the database for this route's entries (as a full disk or a lost connection would be).
    await t.db.execute(
      sql`alter table access_log add constraint refuse_reads check (route <> 'GET /api/orders/:id') not valid`,
    );
    try {
      const r = await readOrder(orderId, client);
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('5');
      expect(r.json().message).toMatch(/access log/);
      expect(r.body).not.toContain(HOUSTON_BOOKING.deliveryContactName);
    } finally {
      await t.db.execute(sql`alter table access_log drop constraint refuse_reads`);
    }
    expect((await readOrder(orderId, client)).statusCode).toBe(200);
  });
});
