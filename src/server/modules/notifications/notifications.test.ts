/**
 * Notifications end to end: a status change writes the outbox in its transaction, the app's own
 * worker sends it through a real SMTP server in this process, retries with backoff when that
 * server refuses, and gives up visibly (dispatch's list). Backoff is 1 s here, 2 attempts at most.
 */
import { CLIENT_STATUS_WORDING } from '@domain/client-status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orders, organizations, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { eventually } from '../../test/eventually';
import { step } from '../driver-jobs/test-support';
import { demoPeople, insertOrder, signUp, type Person } from '../messages/test-support';
import { changeOrderStatus } from '../order-status/index';
import { startTestSmtp } from './test-smtp';

const ORIGIN = 'https://medlink.example';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let people: Awaited<ReturnType<typeof demoPeople>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'MedLink <no-reply@medlink.test>',
    PUBLIC_BASE_URL: ORIGIN,
    NOTIFY_POLL_MS: '100',
    NOTIFY_BACKOFF_SECONDS: '1',
    NOTIFY_MAX_ATTEMPTS: '2',
  });
  people = await demoPeople(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const emailOf = async (who: Person) =>
  (await t.request({ method: 'GET', url: '/api/auth/me', token: who.token })).json().email as string;
const mailTo = (address: string, subject: string) =>
  smtp.received.find((m) => m.to.includes(address) && m.subject.includes(subject));
/**
 * The sign-up link goes out beside the answer, not before it: wait until this SMTP server has it,
 * so a refusal set up next meets the notification and not the late sign-up email.
 */
const signUpMailDelivered = (address: string) =>
  eventually(() => smtp.received.find((m) => m.to.includes(address)));
/** The outbox row once the worker has recorded the outcome (the mail may arrive a moment before). */
const settledRow = (orderId: number) =>
  eventually(async () => {
    const [row] = await outboxOf(orderId);
    return row && row.status !== 'sending' && row.status !== 'pending' ? row : undefined;
  });
const outboxOf = (orderId: number) =>
  t.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, orderId));

/** A job of this client assigned to the demo driver, ready for "Start job". */
const assignedJob = (client: Person) =>
  insertOrder(t, { clientId: client.userId, driverId: people.driver.driverId!, status: 'assigned' });

describe('notifications', () => {
  it('emails the client "driver on the way" with a tracking link that works', async () => {
    const client = await signUp(t, 'client');
    const address = await emailOf(client);
    const id = await assignedJob(client);
    expect((await step(t, people.driver.token, id, 'pickup_scheduled')).statusCode).toBe(200);

    const mail = await eventually(() => mailTo(address, 'driver on the way'));
    expect(mail.subject).toMatch(/^MedLink ML-\d{4,}: driver on the way$/);
    const link = /https:\/\/medlink\.example\/t\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const tracked = await t.request({ method: 'GET', url: `/api/public/track/${link![1]}` });
    expect(tracked.statusCode).toBe(200);
    const row = await settledRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, channel: 'email', lastError: null });
  });

  it('emails the client that dispatch approved its booking, in the status words of its screens', async () => {
    const client = await signUp(t, 'client');
    const address = await emailOf(client);
    const id = await insertOrder(t, { clientId: client.userId, status: 'pending' });
    const approved = await t.request({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      token: people.admin.token,
      payload: { status: 'confirmed' },
    });
    expect(approved.statusCode).toBe(200);
    const said = CLIENT_STATUS_WORDING.approved_awaiting_driver.label;
    const mail = await eventually(() => mailTo(address, said));
    expect(mail.text).toContain(`${ORIGIN}/t/`);
    expect(mail.text).toContain(said);
  });

  it('tells a client who paid that dispatch still checks an address, not that it is approved', async () => {
    const client = await signUp(t, 'client');
    const address = await emailOf(client);
    const id = await insertOrder(t, { clientId: client.userId, status: 'pending' });
    await t.db.update(orders).set({ deliveryNeedsReview: true }).where(eq(orders.id, id));
    const paid = await t.request({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      token: client.token,
      payload: { status: 'confirmed' },
    });
    expect(paid.statusCode).toBe(200);
    const said = CLIENT_STATUS_WORDING.paid_address_check.label;
    const mail = await eventually(() => mailTo(address, said));
    expect(mail.text).toContain(said);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/approved/i);
  });

  it('writes nothing when the change rolls back, or is refused', async () => {
    const client = await signUp(t, 'client');
    const id = await assignedJob(client);
    await expect(
      t.db.transaction(async (tx) => {
        await changeOrderStatus(tx, {
          orderId: id,
          action: 'start_job',
          actor: { userId: people.driver.userId, role: 'driver', driverId: people.driver.driverId },
        });
        expect(
          (await tx.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, id))).length,
        ).toBe(1);
        throw new Error('something later in the transaction failed');
      }),
    ).rejects.toThrow('something later');
    expect(await outboxOf(id)).toEqual([]);
    // A step the order's state does not allow: 409, and no notification either.
    expect((await step(t, people.driver.token, id, 'delivered')).statusCode).toBe(409);
    expect(await outboxOf(id)).toEqual([]);
  });

  it("respects each user's choices, and texts the recipient's phone", async () => {
    const client = await signUp(t, 'client');
    const prefs = {
      email: true,
      sms: true,
      events: { order_confirmed: false, driver_on_the_way: true, picked_up: true, delivered: true },
    };
    const saved = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      token: client.token,
      payload: prefs,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/notifications/preferences', token: client.token })).json(),
    ).toEqual(prefs);
    // Another user's choices are untouched (the session says whose they are).
    expect(
      (
        await t.request({ method: 'GET', url: '/api/notifications/preferences', token: people.client.token })
      ).json().events.order_confirmed,
    ).toBe(true);

    const pending = await insertOrder(t, { clientId: client.userId, status: 'pending' });
    await t.request({
      method: 'PATCH',
      url: `/api/orders/${pending}`,
      token: people.admin.token,
      payload: { status: 'confirmed' },
    });
    expect(await outboxOf(pending)).toEqual([]);

    await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      token: client.token,
      payload: { ...prefs, email: false },
    });
    const job = await assignedJob(client);
    await t.db.update(orders).set({ deliveryContactPhone: '+15125550199' }).where(eq(orders.id, job));
    expect((await step(t, people.driver.token, job, 'pickup_scheduled')).statusCode).toBe(200);
    const rows = await outboxOf(job);
    // Email is off and this client has no phone: only the recipient is told, by text.
    expect(rows.map((r) => [r.channel, r.address, r.userId])).toEqual([['sms', '+15125550199', null]]);
    expect(rows[0]!.body).toContain('/t/');
    // The recipient is told who sends it, by the name the tracking page shows; a name typed to
    // be a link or a second line reaches the text as plain words.
    const [org] = await t.db
      .insert(organizations)
      .values({ name: 'Bayou Clinic.\nVisit evil.com/pay' })
      .returning({ id: organizations.id });
    await t.db.update(users).set({ organizationId: org!.id }).where(eq(users.id, client.userId));
    expect((await step(t, people.driver.token, job, 'pickup_complete')).statusCode).toBe(200);
    const picked = (await outboxOf(job)).find((r) => r.body.includes('picked up'))!;
    expect(picked.body).toContain('Order ML-');
    expect(picked.body).toContain('from Bayou Clinic Visit evil com pay has been picked up');
    expect(picked.body).not.toContain('evil.com');
  });

  it('refuses malformed preferences, naming the field', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      token: people.client.token,
      payload: { email: 'yes', sms: true, events: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/);
  });

  it('retries after the SMTP server refuses, with backoff', async () => {
    const client = await signUp(t, 'client');
    const address = await emailOf(client);
    await signUpMailDelivered(address);
    const id = await assignedJob(client);
    smtp.failNext(1);
    const before = smtp.attempts();
    const started = Date.now();
    await step(t, people.driver.token, id, 'pickup_scheduled');
    await eventually(() => mailTo(address, 'driver on the way'));
    // The second attempt waited out the 1 s backoff after the refusal.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(smtp.attempts() - before).toBe(2);
    const row = await settledRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt, shows dispatch the failure, and sends again when asked', async () => {
    const client = await signUp(t, 'client');
    const address = await emailOf(client);
    await signUpMailDelivered(address);
    const id = await assignedJob(client);
    smtp.failNext(2);
    await step(t, people.driver.token, id, 'pickup_scheduled');
    const failed = await eventually(async () => {
      const [row] = await t.db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.orderId, id), eq(notificationOutbox.status, 'failed')));
      return row;
    });
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/451|unavailable/i);

    const list = await t.request({
      method: 'GET',
      url: '/api/admin/notifications?status=failed',
      token: people.admin.token,
    });
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((e: { id: number }) => e.id === failed.id);
    expect(entry).toMatchObject({
      orderId: id,
      event: 'driver_on_the_way',
      channel: 'email',
      status: 'failed',
    });
    // The address is masked for dispatch; the message body is not in the answer at all.
    expect(entry.to).not.toBe(address);
    expect(entry).not.toHaveProperty('body');
    for (const token of [client.token, people.driver.token])
      expect((await t.request({ method: 'GET', url: '/api/admin/notifications', token })).statusCode).toBe(
        403,
      );

    const retry = await t.request({
      method: 'POST',
      url: `/api/admin/notifications/${failed.id}/retry`,
      token: people.admin.token,
    });
    expect(retry.statusCode).toBe(200);
    await eventually(() => mailTo(address, 'driver on the way'));
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/notifications/${failed.id}/retry`,
      token: people.admin.token,
    });
    expect(again.statusCode).toBe(409);
  });
});
