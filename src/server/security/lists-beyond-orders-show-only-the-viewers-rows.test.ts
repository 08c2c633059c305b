/**
 * The lists that are not order lists apply the access policy's scopes too (conversationScope,
 * trailScope, inboundScope, invoiceScope). Lying to them: a client or driver searching for
 * another's thread, asking for another's trail, a desk reading another organisation's deliveries,
 * an owner filtering by another organisation's id, each sees nothing of the other's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centralInstant } from '@domain/central-time';
import { displayNumber } from '@domain/display';
import { locationUpdates, orders } from '../db/schema/index';
import type { TestApp } from '../test/helper';
import {
  deliveredOrder,
  invoiceTestApp,
  issueSeptember,
  newOwner,
  type Owner,
} from '../modules/invoices/test-support';
import { insertOrder, signUp, type Person } from '../modules/messages/test-support';

let t: TestApp;
let admin: string;
let billing: string;
let driver: string;
let alice: Person;
let bob: Person;
let holder: Person;
let other: Person;
let heldJob: number;

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const threadIds = async (who: Person, query = '') => {
  const r = await get(who.token, `/api/messages/conversations${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { orderId: number }[]).map((c) => c.orderId);
};
const unread = async (who: Person) =>
  (await get(who.token, '/api/messages/conversations/unread')).json().unreadCount as number;

beforeAll(async () => {
  ({ t, admin, billing, driver } = await invoiceTestApp());
  [alice, bob, holder, other] = await Promise.all([
    signUp(t, 'client'),
    signUp(t, 'client'),
    signUp(t, 'driver'),
    signUp(t, 'driver'),
  ]);
  heldJob = await insertOrder(t, {
    clientId: alice.userId,
    driverId: holder.driverId!,
    status: 'in_transit',
  });
  const said = await t.request({
    method: 'POST',
    url: `/api/orders/${heldJob}/messages`,
    token: holder.token,
    payload: { content: 'Ten minutes out' },
  });
  expect(said.statusCode, said.body).toBe(201);
  await t.db.insert(locationUpdates).values({
    driverId: holder.driverId!,
    orderId: heldJob,
    latitude: '29.712345',
    longitude: '-95.398765',
    status: 'in_transit',
    recordedAt: new Date(),
  });
});
afterAll(async () => t.close());

describe('conversations', () => {
  it("show the booker and the job's driver the thread, and nobody else, even searching its number", async () => {
    expect(await threadIds(alice)).toContain(heldJob);
    expect(await threadIds(holder)).toContain(heldJob);
    expect(await unread(alice)).toBe(1);
    const byNumber = `?search=${encodeURIComponent(displayNumber(heldJob))}`;
    expect(await threadIds(bob, byNumber)).toEqual([]);
    expect(await threadIds(other, byNumber)).toEqual([]);
    expect(await unread(bob)).toBe(0);
    expect(await unread(other)).toBe(0);
  });
});

describe("a job's trail", () => {
  it('is refused to another client and another driver, and carries no position for them', async () => {
    const own = await get(alice.token, `/api/orders/${heldJob}/trail`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().positions).toHaveLength(1);
    for (const stranger of [bob, other]) {
      const lied = await get(stranger.token, `/api/orders/${heldJob}/trail`);
      expect(lied.statusCode).toBe(404);
      expect(lied.body).not.toContain('29.712345');
    }
  });
});

describe("the receiving desk's inbound list", () => {
  it("holds the deliveries to the desk's own organisation, never another's", async () => {
    const [deskA, deskB] = await Promise.all([newOwner(t), newOwner(t)]);
    const toA = await insertOrder(t, { clientId: alice.userId, status: 'confirmed' });
    await t.db.update(orders).set({ deliveryOrganizationId: deskA.organizationId }).where(eq(orders.id, toA));
    const ids = async (desk: Owner) => {
      const r = await get(desk.token, '/api/receiving/inbound');
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { id: number }[]).map((o) => o.id);
    };
    expect(await ids(deskA)).toContain(toA);
    expect(await ids(deskB)).not.toContain(toA);
  });
});

describe('the invoice list', () => {
  it("answers an owner naming another organisation's id with an empty list, and its invoice with 404", async () => {
    const [owner, stranger] = await Promise.all([newOwner(t), newOwner(t)]);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-10', 9) });
    const issued = await issueSeptember(t, billing, owner);
    expect(issued.statusCode, issued.body).toBe(201);
    const id: number = issued.json().id;

    const mine = await get(owner.token, '/api/invoices');
    expect(mine.json().invoices.map((i: { id: number }) => i.id)).toContain(id);
    const lied = await get(stranger.token, `/api/invoices?organizationId=${owner.organizationId}`);
    expect(lied.statusCode).toBe(200);
    expect(lied.json().invoices).toEqual([]);
    expect((await get(stranger.token, '/api/invoices')).json().invoices).toEqual([]);
    expect((await get(stranger.token, `/api/invoices/${id}`)).statusCode).toBe(404);
  });
});
