import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { demoPeople, insertOrder, signUp, type Person } from './test-support';

let t: TestApp;
let admin: Person;
let client: Person;
let driver: Person;
let chatting: number;
let quiet: number;
let adminThread: number;
let pendingSilent: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await demoPeople(t));
  // A fresh client and driver: their lists hold exactly the orders this file makes.
  client = await signUp(t, 'client');
  driver = await signUp(t, 'driver');
  const as = (driverId: number | null, status: Parameters<typeof insertOrder>[1] & object) => ({
    clientId: client.userId,
    driverId,
    ...status,
  });
  quiet = await insertOrder(t, as(driver.driverId!, { status: 'in_transit' }));
  pendingSilent = await insertOrder(t, as(null, { status: 'pending' }));
  adminThread = await insertOrder(t, as(null, { status: 'pending' }));
  chatting = await insertOrder(t, as(driver.driverId!, { status: 'assigned' }));
  await insertOrder(t, as(driver.driverId!, { status: 'cancelled' }));
});
afterAll(async () => t.close());

const send = (who: Person, orderId: number, content: string) =>
  t.request({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    token: who.token,
    payload: { content },
  });
const conversations = async (who: Person) => {
  const response = await t.request({ method: 'GET', url: '/api/messages/conversations', token: who.token });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, unknown> & { orderId: number; unreadCount: number }>;
};

describe('GET /api/messages/conversations', () => {
  it("lists a client's chat orders, newest activity first, with the counterpart, last message and unread count", async () => {
    await send(admin, adminThread, 'Your booking needs a contact phone');
    await send(driver, chatting, 'On my way');
    await send(driver, chatting, 'Five minutes out');
    await send(client, chatting, 'Thanks!');

    const list = await conversations(client);
    expect(list.map((c) => c.orderId)).toEqual([chatting, adminThread, quiet]);
    expect(list.map((c) => c.orderId)).not.toContain(pendingSilent);
    const [first, second, third] = list;
    expect(first).toMatchObject({
      status: 'assigned',
      counterpart: { firstName: 'Dana', role: 'driver' },
      lastMessage: { content: 'Thanks!', senderId: client.userId },
      unreadCount: 2,
      canSend: true,
    });
    expect(first!.displayNumber).toMatch(/^ML-\d{4,}$/);
    // Dispatch wrote about a pending order: the client sees it, but cannot answer there yet.
    expect(second).toMatchObject({
      counterpart: { role: 'admin' },
      unreadCount: 1,
      canSend: false,
      lastMessage: { senderId: admin.userId },
    });
    expect(third).toMatchObject({ status: 'in_transit', lastMessage: null, unreadCount: 0, canSend: true });

    await t.request({ method: 'GET', url: `/api/orders/${chatting}/messages`, token: client.token });
    expect((await conversations(client)).find((c) => c.orderId === chatting)!.unreadCount).toBe(0);
  });

  it("lists a driver's jobs with the client as the counterpart", async () => {
    const list = await conversations(driver);
    expect(list.map((c) => c.orderId)).toEqual([chatting, quiet]);
    expect(list[0]).toMatchObject({ counterpart: { firstName: 'Casey', role: 'client' }, unreadCount: 1 });
  });

  it('lists for an admin every order with a message, counting what no admin wrote and this admin has not read', async () => {
    const list = await conversations(admin);
    const mine = list.filter((c) => [chatting, adminThread, quiet, pendingSilent].includes(c.orderId));
    expect(mine.map((c) => c.orderId)).toEqual([chatting, adminThread]);
    // Read state is per participant: the client having read the driver's messages does not make
    // them read for dispatch.
    expect(mine[0]).toMatchObject({ counterpart: { firstName: 'Casey', role: 'client' }, unreadCount: 3 });
    expect(mine[1]).toMatchObject({ unreadCount: 0, canSend: true });
    // The old shared flag plays no part: clearing it changes nothing for anyone's count.
    await t.db.update(messages).set({ isRead: false }).where(eq(messages.orderId, chatting));
    expect((await conversations(admin)).find((c) => c.orderId === chatting)!.unreadCount).toBe(3);
    expect((await conversations(client)).find((c) => c.orderId === chatting)!.unreadCount).toBe(0);
    // Dispatch opening the thread clears its own count only; the driver still has the client's.
    await t.request({ method: 'GET', url: `/api/orders/${chatting}/messages`, token: admin.token });
    expect((await conversations(admin)).find((c) => c.orderId === chatting)!.unreadCount).toBe(0);
    expect((await conversations(driver)).find((c) => c.orderId === chatting)!.unreadCount).toBe(1);
  });

  it('names who wrote last on each row, not only the counterpart', async () => {
    await send(driver, chatting, 'At the front desk now');
    const inbox = (await conversations(admin)).find((c) => c.orderId === chatting)!;
    // Dispatch's inbox: the row is the client's order, and the driver wrote last.
    expect(inbox).toMatchObject({
      counterpart: { firstName: 'Casey', role: 'client' },
      lastMessage: { content: 'At the front desk now', sender: { firstName: 'Dana', role: 'driver' } },
    });
    // To the client, a message from dispatch's people is from MedLink Dispatch, never a person.
    const clientRow = (await conversations(client)).find((c) => c.orderId === adminThread)!;
    expect(clientRow.lastMessage).toMatchObject({
      sender: { firstName: 'MedLink', lastName: 'Dispatch', role: 'admin' },
    });
  });
});
