/**
 * Idempotency-Key: a retry after a lost answer gets the first answer and no second effect, for a
 * message (a plain insert) and a driver's step (a state change). Tested by doing what a phone in a
 * basement does: the same request twice, in sequence and in parallel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/helper';
import { demoPeople, insertOrder, signUp, type Person } from '../modules/messages/test-support';

let t: TestApp;
let client: Person;
let driver: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, driver } = await demoPeople(t));
  stranger = await signUp(t, 'client');
});
afterAll(async () => t.close());

const say = (who: Person, orderId: number, content: string, key?: string) =>
  t.request({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    token: who.token,
    headers: key ? { 'idempotency-key': key } : {},
    payload: { content },
  });

const countMessages = async (orderId: number) =>
  (await t.db.select().from(messages).where(eq(messages.orderId, orderId))).length;

describe('Idempotency-Key', () => {
  it('answers a repeated message with the first answer and stores it once', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const first = await say(client, id, 'Gate code 4411', 'msg-key-1');
    const again = await say(client, id, 'Gate code 4411', 'msg-key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countMessages(id)).toBe(1);
  });

  it('lets one of a parallel burst with one key through, and the rest change nothing', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => say(client, id, 'On my way down', 'burst-key')),
    );
    expect(await countMessages(id)).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const busy = answers.filter((answer) => answer.statusCode === 409);
    for (const answer of busy) expect(answer.headers['retry-after']).toBe('1');
    const settled = await say(client, id, 'On my way down', 'burst-key');
    expect(settled.statusCode).toBe(201);
  });

  it('applies a driver step once when the same step is sent twice with one key', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const step = () =>
      t.request({
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        token: driver.token,
        headers: { 'idempotency-key': 'step-pickup-scheduled-1' },
        payload: { status: 'pickup_scheduled' },
      });
    const first = await step();
    const again = await step();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const tracking = await t.request({
      method: 'GET',
      url: `/api/orders/${id}/tracking`,
      token: client.token,
    });
    const events = (tracking.json() as { status: string }[]).filter(
      (event) => event.status === 'pickup_scheduled',
    );
    expect(events).toHaveLength(1);
  });

  it('refuses the same key on a different request with 422 naming the header', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    expect((await say(client, id, 'first text', 'reused-key')).statusCode).toBe(201);
    const other = await say(client, id, 'second text', 'reused-key');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].path).toBe('Idempotency-Key');
    expect(await countMessages(id)).toBe(1);
  });

  it('keeps keys per user: another user with the same key gets its own answer, not the first', async () => {
    const mine = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const theirs = await insertOrder(t, { clientId: stranger.userId, status: 'pending' });
    expect((await say(client, mine, 'mine', 'shared-key')).statusCode).toBe(201);
    const response = await say(stranger, theirs, 'mine', 'shared-key');
    expect(response.statusCode).not.toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(response.body).not.toContain('"content":"mine"');
  });

  it('replays a refusal too, and does not keep a key whose request failed validation', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const empty = await say(client, id, '   ', 'empty-key');
    expect(empty.statusCode).toBe(400);
    const fixed = await say(client, id, 'now with text', 'empty-key');
    expect(fixed.statusCode).toBe(201);
  });

  it('answers 400 naming the header for a key that is not printable text', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const response = await say(client, id, 'hello', 'x'.repeat(300));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('Idempotency-Key');
    expect(await countMessages(id)).toBe(0);
  });
});
