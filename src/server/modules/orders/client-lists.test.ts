/**
 * GET /api/orders/client/{id}?list=active|upcoming: the dashboard cards' lists, selected, ordered
 * and counted by the server (x-total-count), however many newer orders the client has.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inClientOrderList, type ClientOrderList } from '@domain/order-lists';
import type { OrderStatus } from '@domain/enums';
import { orders } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { newOwner } from '../../test/organization-members';
import { bookOrder } from '../../test/orders';

let t: TestApp;
let demoClient: string;

beforeAll(async () => {
  t = await createTestApp();
  demoClient = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

const HOUR = 3_600_000;

/** A client of an organisation of its own (its owner), with no orders yet. */
async function freshClient() {
  const { token, userId } = await newOwner(t, { organization: 'Ward' });
  return { token, id: userId };
}

type Client = Awaited<ReturnType<typeof freshClient>>;

/**
 * Orders of `who`, copied from one real booking of theirs (which stays: pending and unscheduled, in
 * neither list), with the given fields.
 */
async function addOrders(
  who: Client,
  rows: { status: OrderStatus; createdAt: Date; scheduledDate?: Date }[],
) {
  const booked = await bookOrder(t, who.token);
  const [template] = await t.db.select().from(orders).where(eq(orders.id, booked));
  const { id: _id, ...base } = template!;
  const inserted = await t.db
    .insert(orders)
    .values(rows.map((row) => ({ ...base, scheduledDate: null, ...row })))
    .returning({ id: orders.id });
  return inserted.map((row) => row.id);
}

const ids = (body: { id: number }[]) => body.map((o) => o.id);

async function cardList(who: Client | string, clientId: number, list: ClientOrderList, limit = 5) {
  const token = typeof who === 'string' ? who : who.token;
  const response = await t.as(token).get(`/api/orders/client/${clientId}?list=${list}&limit=${limit}`);
  expect(response.statusCode).toBe(200);
  const count = response.headers['x-total-count'];
  expect(count).toMatch(/^\d+$/);
  return { ids: ids(response.json()), count: Number(count) };
}

async function tiles(who: Client) {
  const response = await t.as(who.token).get(`/api/stats/client/${who.id}`);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { active: body.activeDeliveries as number, upcoming: body.comparisons.upcomingScheduled as number };
}

describe('GET /api/orders/client/:clientId?list=', () => {
  it('lists and counts an active order behind 101 newer ones, which the plain page does not reach', async () => {
    const client = await freshClient();
    const now = Date.now();
    const [underWay] = await addOrders(client, [
      { status: 'in_transit', createdAt: new Date(now - 48 * HOUR) },
    ]);
    const newer = Array.from({ length: 101 }, (_, i) => ({
      status: 'delivered' as const,
      createdAt: new Date(now - 24 * HOUR + i * 60_000),
    }));
    await addOrders(client, newer);

    const page = await t.as(client.token).get(`/api/orders/client/${client.id}?limit=100`);
    expect(page.statusCode).toBe(200);
    expect(ids(page.json())).not.toContain(underWay);

    const active = await cardList(client, client.id, 'active');
    expect(active).toEqual({ ids: [underWay], count: 1 });
    expect((await tiles(client)).active).toBe(1);
  });

  it('lists active orders newest first, the first `limit` of them, counted in all', async () => {
    const client = await freshClient();
    const now = Date.now();
    const made = await addOrders(
      client,
      (['confirmed', 'assigned', 'pickup_complete', 'in_transit', 'pending', 'delivered'] as const).map(
        (status, i) => ({ status, createdAt: new Date(now - (10 - i) * HOUR) }),
      ),
    );
    const active = await cardList(client, client.id, 'active', 2);
    // Newest first: in_transit (made[3]), then pickup_complete (made[2]); four in all.
    expect(active).toEqual({ ids: [made[3], made[2]], count: 4 });
  });

  it('lists upcoming orders soonest first, leaving out past-scheduled and non-pending ones', async () => {
    const client = await freshClient();
    const now = Date.now();
    const created = new Date(now - HOUR);
    const [inThreeDays, tomorrow, inTwoDays] = await addOrders(client, [
      { status: 'pending', createdAt: created, scheduledDate: new Date(now + 72 * HOUR) },
      { status: 'pending', createdAt: created, scheduledDate: new Date(now + 24 * HOUR) },
      { status: 'pending', createdAt: created, scheduledDate: new Date(now + 48 * HOUR) },
    ]);
    const [past, confirmed, unscheduled] = await addOrders(client, [
      { status: 'pending', createdAt: created, scheduledDate: new Date(now - 2 * HOUR) },
      { status: 'confirmed', createdAt: created, scheduledDate: new Date(now + 24 * HOUR) },
      { status: 'pending', createdAt: created },
    ]);
    const upcoming = await cardList(client, client.id, 'upcoming');
    expect(upcoming).toEqual({ ids: [tomorrow, inTwoDays, inThreeDays], count: 3 });
    for (const left of [past, confirmed, unscheduled]) expect(upcoming.ids).not.toContain(left);
  });

  it("counts what the stat tiles count, and not another organisation's orders", async () => {
    const client = await freshClient();
    const other = await freshClient();
    const now = Date.now();
    const mix = (['confirmed', 'in_transit', 'assigned', 'pending', 'pending', 'cancelled'] as const).map(
      (status, i) => ({
        status,
        createdAt: new Date(now - (i + 1) * HOUR),
        scheduledDate: new Date(now + (i - 1) * 24 * HOUR),
      }),
    );
    await addOrders(client, mix);
    await addOrders(other, mix);
    await addOrders(other, [{ status: 'in_transit', createdAt: new Date(now) }]);

    const active = await cardList(client, client.id, 'active');
    const upcoming = await cardList(client, client.id, 'upcoming');
    expect({ active: active.count, upcoming: upcoming.count }).toEqual(await tiles(client));
    // Three active; both pending orders are scheduled ahead (two and three days).
    expect({ active: active.count, upcoming: upcoming.count }).toEqual({ active: 3, upcoming: 2 });
    expect((await cardList(other, other.id, 'active')).count).toBe(4);
  });

  it("holds exactly the orders of the client's whole list that the domain's table admits", async () => {
    // The demo client's organisation: every page of its plain list, filtered by the domain's rule.
    const all: { id: number; status: OrderStatus; scheduledDate: string | null }[] = [];
    let cursor: string | undefined;
    do {
      const page = await t
        .as(demoClient)
        .get(`/api/orders/client/2?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.statusCode).toBe(200);
      all.push(...page.json());
      cursor = page.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    const now = Date.now();
    for (const list of ['active', 'upcoming'] as const) {
      const named = await cardList(demoClient, 2, list, 100);
      const expected = new Set(ids(all.filter((o) => inClientOrderList(list, o, now))));
      expect(named.count).toBe(expected.size);
      expect(named.ids).toHaveLength(Math.min(100, expected.size));
      expect(named.ids.filter((id) => !expected.has(id))).toEqual([]);
    }
  });

  it("refuses another client's lists (403) and a caller without a session (401)", async () => {
    const client = await freshClient();
    const other = await freshClient();
    for (const list of ['active', 'upcoming']) {
      const theirs = await t.as(client.token).get(`/api/orders/client/${other.id}?list=${list}`);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.headers['x-total-count']).toBeUndefined();
      expect((await t.as(undefined).get(`/api/orders/client/${client.id}?list=${list}`)).statusCode).toBe(
        401,
      );
    }
  });

  it('names the refused field in a 400: an unknown list, and list with cursor or awaiting', async () => {
    const client = await freshClient();
    const [someOrder] = await addOrders(client, [{ status: 'in_transit', createdAt: new Date() }]);
    const refused = async (query: string) => {
      const response = await t.as(client.token).get(`/api/orders/client/${client.id}?${query}`);
      expect(response.statusCode).toBe(400);
      return (response.json().errors as { path: string }[]).map((e) => e.path);
    };
    expect(await refused('list=soon')).toEqual(['list']);
    expect(await refused(`list=active&cursor=${someOrder}`)).toEqual(['cursor']);
    expect(await refused('list=upcoming&awaiting=payment')).toEqual(['awaiting']);
  });
});
