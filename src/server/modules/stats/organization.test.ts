/**
 * The dashboard's tiles of a member of an organisation: they count the organisation's orders, the
 * same ones its order list shows, whoever of it booked them, and never another organisation's.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActive, isUpcomingScheduled } from '@domain/order-lists';
import type { OrderStatus } from '@domain/enums';
import { orders } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { invitedMember, newOwner, type Member } from '../../test/organization-members';
import { bookOrder, patchOrder } from '../../test/orders';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => t.close());

const stats = (clientId: number, token: string) =>
  t.request({ method: 'GET', url: `/api/stats/client/${clientId}`, token });

async function tiles(clientId: number, token: string) {
  const response = await stats(clientId, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What the order list shows this viewer for this client, counted as the dashboard's cards count. */
async function listed(clientId: number, token: string) {
  const r = await t.request({ method: 'GET', url: `/api/orders/client/${clientId}?limit=100`, token });
  expect(r.statusCode, r.body).toBe(200);
  const list = r.json() as { id: number; status: OrderStatus; scheduledDate: string | null }[];
  const now = Date.now();
  return {
    ids: list.map((o) => o.id),
    active: list.filter((o) => isActive(o)).length,
    upcoming: list.filter((o) => isUpcomingScheduled(o, now)).length,
  };
}

const inThreeDays = () => new Date(Date.now() + 72 * 3_600_000).toISOString();

/** One live order (confirmed by dispatch, paid) and one scheduled for later, booked by `who`. */
async function bookTwo(who: Member) {
  const live = await bookOrder(t, who.token);
  expect((await patchOrder(t, admin, live, 'confirmed')).statusCode).toBe(200);
  await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, live));
  const later = await bookOrder(t, who.token, { priority: 'scheduled', scheduledDate: inThreeDays() });
  return [live, later];
}

const cents = (money: string) => Math.round(Number(money) * 100);
const monthAndLast = (body: { monthlyDeliveries: number; comparisons: { lastMonthDeliveries: number } }) =>
  body.monthlyDeliveries + body.comparisons.lastMonthDeliveries;

describe('GET /api/stats/client/:clientId for members of one organisation', () => {
  let owner: Member;
  let booker: Member;
  let stranger: Member;
  let ours: number[];

  beforeAll(async () => {
    owner = await newOwner(t);
    booker = await invitedMember(t, owner, 'booker');
    stranger = await newOwner(t);
    ours = [...(await bookTwo(owner)), ...(await bookTwo(booker))];
    await bookTwo(stranger);
  });

  it("counts every member's orders in each member's tiles, and no other organisation's", async () => {
    const mine = await tiles(owner.userId, owner.token);
    const theirs = await tiles(booker.userId, booker.token);
    // One row of figures for the organisation, whichever member asks.
    expect(theirs).toEqual(mine);
    expect(mine.activeDeliveries).toBe(2);
    expect(mine.comparisons.upcomingScheduled).toBe(2);
    // Booked moments ago: this month, or last month's if a month began since.
    expect(monthAndLast(mine)).toBe(4);
    // Spend holds both members' paid orders.
    const booked = await t.db
      .select({ totalCost: orders.totalCost, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(inArray(orders.id, ours));
    const expectedSpend = booked
      .filter((o) => o.paymentStatus === 'paid')
      .reduce((sum, o) => sum + cents(o.totalCost), 0);
    expect(booked.filter((o) => o.paymentStatus === 'paid')).toHaveLength(2);
    expect(cents(mine.totalCost) + cents(mine.comparisons.lastMonthCost)).toBe(expectedSpend);
    expect(expectedSpend).toBeGreaterThan(0);

    const other = await tiles(stranger.userId, stranger.token);
    expect(other.activeDeliveries).toBe(1);
    expect(other.comparisons.upcomingScheduled).toBe(1);
    expect(monthAndLast(other)).toBe(2);
  });

  it('counts what the order list beside the tiles shows the same viewer', async () => {
    // A colleague's order written with no organisation is its client's alone: never the owner's.
    const [template] = await t.db.select().from(orders).where(eq(orders.id, ours[2]!));
    const { id: _id, ...loose } = template!;
    const [inserted] = await t.db
      .insert(orders)
      .values({ ...loose, organizationId: null })
      .returning({ id: orders.id });
    const looseId = inserted!.id;
    for (const who of [owner, booker, stranger]) {
      const list = await listed(who.userId, who.token);
      const body = await tiles(who.userId, who.token);
      expect(body.activeDeliveries).toBe(list.active);
      expect(body.comparisons.upcomingScheduled).toBe(list.upcoming);
      expect(monthAndLast(body)).toBe(list.ids.length);
    }
    expect((await listed(owner.userId, owner.token)).ids).not.toContain(looseId);
    expect((await tiles(owner.userId, owner.token)).activeDeliveries).toBe(2);
  });

  it("gives a viewer the organisation's tiles, and refuses the receiving desk as before", async () => {
    const viewer = await invitedMember(t, owner, 'viewer');
    const desk = await invitedMember(t, owner, 'receiving');
    expect(await tiles(viewer.userId, viewer.token)).toEqual(await tiles(owner.userId, owner.token));
    expect((await stats(desk.userId, desk.token)).statusCode).toBe(403);
    // A member still asks only for its own id, not a colleague's.
    expect((await stats(owner.userId, booker.token)).statusCode).toBe(403);
  });

  it('gives dispatch, looking at one client, the figures of the list it sees for that client', async () => {
    for (const who of [owner, booker]) {
      const list = await listed(who.userId, admin);
      const body = await tiles(who.userId, admin);
      expect(body.activeDeliveries).toBe(list.active);
      expect(body.comparisons.upcomingScheduled).toBe(list.upcoming);
      expect(monthAndLast(body)).toBe(list.ids.length);
    }
  });
});
