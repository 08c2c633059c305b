/**
 * The libraries of rare requests load on their first use, not at start (decision 037): labels
 * (pdf-lib, bwip-js), Stripe's SDK and nodemailer together hold about 12 MB of V8 heap that a
 * server printing no label, on the test payment provider and without SMTP never needs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const loaded = new Set<string>();
for (const name of ['pdf-lib', 'bwip-js/node', 'stripe', 'nodemailer']) {
  vi.doMock(name, async (importOriginal) => {
    loaded.add(name);
    return importOriginal();
  });
}

const { DEMO, createTestApp } = await import('./test/helper');
const { HOUSTON_BOOKING } = await import('./test/orders');
const { smtpMailer } = await import('./adapters/mail/index');
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('libraries of rare requests', () => {
  it('are not loaded by starting the server, signing in, booking and reading an order', async () => {
    const token = await t.login(DEMO.client.username, DEMO.client.password);
    const booked = await t.request({ method: 'POST', url: '/api/orders', token, payload: HOUSTON_BOOKING });
    expect(booked.statusCode).toBe(201);
    const read = await t.request({ method: 'GET', url: `/api/orders/${booked.json().id}`, token });
    expect(read.statusCode).toBe(200);
    expect([...loaded]).toEqual([]);
  });

  it('loads the label libraries with the first label, which is still a PDF', async () => {
    const token = await t.login(DEMO.client.username, DEMO.client.password);
    const booked = await t.request({ method: 'POST', url: '/api/orders', token, payload: HOUSTON_BOOKING });
    const label = await t.request({ method: 'GET', url: `/api/orders/${booked.json().id}/label`, token });
    expect(label.statusCode).toBe(200);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(loaded.has('pdf-lib')).toBe(true);
    expect(loaded.has('bwip-js/node')).toBe(true);
    expect(loaded.has('stripe')).toBe(false);
  });

  it('loads nodemailer with the first message an SMTP mailer sends', async () => {
    // Port 1 refuses the connection at once: the message fails, after nodemailer was loaded.
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'MedLink <noreply@example.test>', 2_000);
    expect(loaded.has('nodemailer')).toBe(false);
    await expect(mailer.send({ to: 'a@example.test', subject: 'Hi', text: 'Hello' })).rejects.toThrow();
    expect(loaded.has('nodemailer')).toBe(true);
    mailer.close();
  });
});
