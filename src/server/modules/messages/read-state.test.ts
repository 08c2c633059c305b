/**
 * Read state per participant, the unread badge, dispatch shown as "MedLink Dispatch", the inbox
 * search, and who may do any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { demoPeople, insertOrder, signUp, type Person } from './test-support';

let t: TestApp;
let admin: Person;
let client: Person;
let otherClient: Person;
let driver: Person;
let otherDriver: Person;
let job: number;
let otherJob: number;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
  ({ admin } = await demoPeople(t));
  client = await signUp(t, 'client');
  otherClient = await signUp(t, 'client');
  driver = await signUp(t, 'driver');
  otherDriver = await signUp(t, 'driver');
  job = await insertOrder(t, { clientId: client.userId, driverId: driver.driverId!, status: 'in_transit' });
  otherJob = await insertOrder(t, {
    clientId: otherClient.userId,
    driverId: otherDriver.driverId!,
    status: 'assigned',
  });
});
afterAll(async () => t.close());

const send = (who: Person, orderId: number, content: string) =>
  t.request({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    token: who.token,
    payload: { content },
  });
const unread = async (who: Person) =>
  (await t.request({ method: 'GET', url: '/api/messages/conversations/unread', token: who.token })).json()
    .unreadCount as number;
const markRead = (who: Person, orderId: number, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api/orders/${orderId}/messages/read`, token: who.token, payload });

describe('read state and the unread badge', () => {
  it('counts per participant and clears only for the one who reads', async () => {
    const [c0, d0] = [await unread(client), await unread(driver)];
    const sent = await send(client, job, 'Is the cooler sealed?');
    expect(sent.statusCode).toBe(201);
    const first = [sent.json()];
    expect((await send(client, job, 'Please call on arrival')).statusCode).toBe(201);
    expect(await unread(driver)).toBe(d0 + 2);
    expect(await unread(client)).toBe(c0);

    // Marking up to the first message leaves the second unread; a mark never moves back.
    expect((await markRead(driver, job, { upTo: first[0].id })).json()).toEqual({ unreadCount: d0 + 1 });
    expect((await markRead(driver, job)).json()).toEqual({ unreadCount: d0 });
    expect((await markRead(driver, job, { upTo: first[0].id })).json()).toEqual({ unreadCount: d0 });
    // Dispatch's own count is its own business: the driver reading did not clear it.
    const list = (
      await t.request({ method: 'GET', url: '/api/messages/conversations', token: admin.token })
    ).json();
    expect(list.find((c: { orderId: number }) => c.orderId === job).unreadCount).toBe(2);
  });

  it("refuses marks and reads on someone else's conversation, changing nothing", async () => {
    await send(otherClient, otherJob, 'Gate code is 4411');
    const before = await unread(otherDriver);
    for (const [who, orderId] of [
      [client, otherJob],
      [driver, otherJob],
      [otherDriver, job],
    ] as const) {
      expect((await markRead(who, orderId)).statusCode).toBe(404);
      const read = await t.request({
        method: 'GET',
        url: `/api/orders/${orderId}/messages`,
        token: who.token,
      });
      expect(read.statusCode).toBe(404);
    }
    expect(await unread(otherDriver)).toBe(before);
    expect((await markRead(client, 99_999_999)).statusCode).toBe(404);
    expect((await markRead(client, job, { upTo: 'all' })).statusCode).toBe(400);
  });

  it('shows dispatch as "MedLink Dispatch" to the client and the driver, by name to admins', async () => {
    expect((await send(admin, job, 'Dispatch here: traffic on I-45')).statusCode).toBe(201);
    for (const who of [client, driver]) {
      const messages = (
        await t.request({ method: 'GET', url: `/api/orders/${job}/messages`, token: who.token })
      ).json();
      expect(messages.at(-1).sender).toMatchObject({
        firstName: 'MedLink',
        lastName: 'Dispatch',
        role: 'admin',
      });
    }
    const seenByAdmin = (
      await t.request({ method: 'GET', url: `/api/orders/${job}/messages`, token: admin.token })
    ).json();
    expect(seenByAdmin.at(-1).sender.firstName).not.toBe('MedLink');
  });

  it("searches dispatch's inbox by number, name and words, wildcards taken literally", async () => {
    const search = async (q: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/messages/conversations?q=${encodeURIComponent(q)}`,
          token: admin.token,
        })
      ).json() as Array<{ orderId: number }>;
    expect((await search(`ML-${String(job).padStart(4, '0')}`)).map((c) => c.orderId)).toEqual([job]);
    expect((await search('gate code')).map((c) => c.orderId)).toEqual([otherJob]);
    expect((await search('%')).map((c) => c.orderId)).toEqual([]);
    const tooLong = await t.request({
      method: 'GET',
      url: `/api/messages/conversations?q=${'x'.repeat(101)}`,
      token: admin.token,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
