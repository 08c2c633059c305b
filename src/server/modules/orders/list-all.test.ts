import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrdersQuery, businessDay } from '@domain/admin';
import { displayNumber } from '@domain/display';
import { orders, organizations, users } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { listAllOrders } from './list-all';
import { adminTestApp, get, insertOrders } from '../../test/console';

let t: TestApp;
/** Dispatch, who sees every order. */
const DISPATCH = { id: 1, role: 'admin' } as const;
let admin: string;
let client: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, client, driver } = await adminTestApp());
  const people = await t.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, org: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId));
  clients = new Map(people.map((p) => [p.id, [`${p.first} ${p.last}`, p.org ?? '']]));
});
afterAll(async () => t.close());

type Listed = { id: number; status: string; serviceType: string; createdAt: string; client: unknown };
const list = async (query: string, token = admin) => {
  const response = await get(t, `/api/orders${query}`, token);
  return { response, body: response.json() as Listed[] };
};
const ids = async (q: string, extra = '') =>
  (await list(`?q=${encodeURIComponent(q)}&limit=200${extra}`)).body.map((o) => o.id);

/** The test's own reading of the search: a case-insensitive substring of these fields. */
let clients = new Map<number, string[]>();
function matches(o: typeof orders.$inferSelect, q: string) {
  const fields = [
    o.pickupAddress,
    o.deliveryAddress,
    o.itemDescription,
    o.pickupContactName,
    o.deliveryContactName,
    ...(clients.get(o.clientId) ?? []),
  ];
  return fields.some((f) => f?.toLowerCase().includes(q.toLowerCase()));
}

/** Every row, newest first, as the list must order them (ties broken by id). */
const allRows = async () =>
  (await t.db.select().from(orders)).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  );

describe('GET /api/orders (admin)', () => {
  it('answers the newest 50 orders with client and driver, and the next cursor', async () => {
    const { response, body } = await list('');
    expect(response.statusCode).toBe(200);
    const rows = await allRows();
    expect(rows.length).toBeGreaterThan(50);
    expect(body.map((o) => o.id)).toEqual(rows.slice(0, 50).map((o) => o.id));
    expect(response.headers['x-next-cursor']).toBe(String(body[49]!.id));
    expect(response.headers['x-total-count']).toBeUndefined();
    expect(body[0]).toMatchObject({ client: { organizationName: expect.any(String) } });
    expect(body.some((o) => (o as unknown as { driver: unknown }).driver !== null)).toBe(true);
  });

  it('walks every order exactly once with the cursor, even with equal timestamps', async () => {
    const same = new Date('2026-01-15T15:00:00Z');
    await insertOrders(t, [{ createdAt: same }, { createdAt: same }, { createdAt: same }]);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const { response, body } = await list(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.map((o) => o.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual((await allRows()).map((o) => o.id));
  });

  it('filters by exact status and by service type, and counts when asked', async () => {
    const rows = await allRows();
    for (const status of ['pending', 'in_transit', 'delivered', 'declined']) {
      const { response, body } = await list(`?status=${status}&limit=200&count=true`);
      const want = rows.filter((o) => o.status === status);
      expect(want.length).toBeGreaterThan(0);
      expect(body.map((o) => o.id)).toEqual(want.map((o) => o.id));
      expect(response.headers['x-total-count']).toBe(String(want.length));
    }
    const { body } = await list('?status=all&serviceType=laboratory_sample&limit=200');
    expect(body.map((o) => o.id)).toEqual(
      rows.filter((o) => o.serviceType === 'laboratory_sample').map((o) => o.id),
    );
  });

  it('filters by a range of Central days or of instants on createdAt', async () => {
    const rows = await allRows();
    const days = [...new Set(rows.map((o) => businessDay(o.createdAt)))].sort();
    const [from, to] = [days[2]!, days[days.length - 3]!];
    const { body } = await list(`?from=${from}&to=${to}&limit=200`);
    const inDays = rows.filter((o) => businessDay(o.createdAt) >= from && businessDay(o.createdAt) <= to);
    expect(body.map((o) => o.id)).toEqual(inDays.slice(0, 200).map((o) => o.id));

    const a = rows[20]!.createdAt;
    const b = rows[5]!.createdAt;
    const instants = await list(`?from=${a.toISOString()}&to=${encodeURIComponent(b.toISOString())}`);
    expect(instants.body.map((o) => o.id)).toEqual(
      rows.filter((o) => o.createdAt >= a && o.createdAt <= b).map((o) => o.id),
    );
  });

  it('searches by display number, address, item, contact and client organisation', async () => {
    const [id] = await insertOrders(t, [
      {
        pickupAddress: '4410 Zephyrine Blvd, Houston, TX 77002',
        itemDescription: 'Blood panel 100%_done',
        deliveryContactName: 'Octavia Quill',
        createdAt: new Date('2025-06-01T12:00:00Z'),
      },
    ]);
    expect(await ids(displayNumber(id!))).toEqual([id]);
    expect(await ids(`#${displayNumber(id!)}`)).toEqual([id]);
    expect(await ids(`#${id}`)).toEqual([id]);
    expect(await ids('zephyrine')).toEqual([id]);
    expect(await ids('100%_d')).toEqual([id]);
    expect(await ids('Octavia Q')).toEqual([id]);
    // Wildcards are literal: '%' alone matches only text with a percent sign.
    expect(await ids('%')).toEqual([id]);
    // Each answer is exactly the rows the test's own matcher finds, newest first.
    for (const q of ['Fannin', 'sample pharm', 'carla mendoza', 'insulin', 'TX 750']) {
      const want = (await allRows()).filter((o) => matches(o, q)).map((o) => o.id);
      expect(want.length, q).toBeGreaterThan(0);
      expect(await ids(q), q).toEqual(want.slice(0, 200));
    }
  });

  it('shows the order that bare digits name first, then the text matches, once each', async () => {
    const rows = await allRows();
    const old = rows[rows.length - 1]!;
    const q = String(old.id);
    const want = rows.filter((o) => o.id !== old.id && matches(o, q)).map((o) => o.id);
    const first = await list(`?q=${q}&limit=3`);
    expect(first.body.map((o) => o.id)).toEqual([old.id, ...want.slice(0, 2)]);
    // Walking on, the pinned order never shows again and every match shows once.
    const seen = first.body.map((o) => o.id);
    let cursor = first.response.headers['x-next-cursor'];
    while (cursor) {
      const next = await list(`?q=${q}&limit=3&cursor=${cursor}`);
      seen.push(...next.body.map((o) => o.id));
      cursor = next.response.headers['x-next-cursor'];
    }
    expect(seen).toEqual([old.id, ...want]);
    // Filters still apply to it: a declined-only search does not pin a delivered order.
    const other = old.status === 'declined' ? 'delivered' : 'declined';
    expect((await ids(q, `&status=${other}`)).includes(old.id)).toBe(false);
  });

  it('bounds a text search to its window and continues it with the cursor', async () => {
    const rows = await allRows();
    const q = 'Houston';
    const want = rows.filter((o) => matches(o, q)).map((o) => o.id);
    const bounds = { countCap: 10_000, searchWindow: 10 };
    const seen: number[] = [];
    let cursor: string | undefined;
    let shortPages = 0;
    for (let pages = 0; pages < 200; pages++) {
      const query = adminOrdersQuery.parse({ q, limit: '8', count: 'true', ...(cursor ? { cursor } : {}) });
      const page = await listAllOrders(t.db, DISPATCH, query, bounds);
      // A page never reads more than the window: at most 10 orders looked at, so at most 10 found.
      expect(page.orders.length).toBeLessThanOrEqual(8);
      if (page.orders.length < 8 && page.nextCursor !== null) {
        shortPages++;
        expect(page.searchedTo).toBeDefined();
      }
      if (pages === 0) {
        expect(page.total?.capped).toBe(true);
        expect(page.total!.count).toBeLessThanOrEqual(10);
      }
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor === null ? undefined : String(page.nextCursor);
      if (!cursor) break;
    }
    expect(shortPages).toBeGreaterThan(0);
    expect(seen).toEqual(want);
  });

  it('caps the count and says so', async () => {
    const bounds = { countCap: 10, searchWindow: 10_000 };
    const page = await listAllOrders(
      t.db,
      DISPATCH,
      adminOrdersQuery.parse({ limit: '5', count: 'true' }),
      bounds,
    );
    expect(page.total).toEqual({ count: 10, capped: true });
    const exact = await listAllOrders(
      t.db,
      DISPATCH,
      adminOrdersQuery.parse({ status: 'declined', limit: '5', count: 'true' }),
      bounds,
    );
    expect(exact.total?.capped).toBe(false);
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?status=lost', 'status'],
      ['?serviceType=pizza', 'serviceType'],
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?limit=ten', 'limit'],
      ['?cursor=-4', 'cursor'],
      ['?cursor=2147483000', 'cursor'],
      ['?from=2025-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2025-05-02&to=2025-05-01', 'to'],
      ['?count=maybe', 'count'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const { response } = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].path, query).toBe(field);
    }
  });

  it('refuses clients and drivers with 403, even with bad parameters', async () => {
    expect((await list('', client)).response.statusCode).toBe(403);
    expect((await list('', driver)).response.statusCode).toBe(403);
    expect((await list('?limit=0', client)).response.statusCode).toBe(403);
    expect((await get(t, '/api/orders')).statusCode).toBe(401);
  });
});
