/** The language of the recipient's page: the order's choice, the browser's, the sender's, English. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { bookOrder, HOUSTON_BOOKING } from '../../test/orders';
import { driverTestApp } from '../driver-jobs/test-support';
import { signUp } from '../messages/test-support';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await driverTestApp());
});
afterAll(async () => t.close());

/** A fresh client, its language set as given: its token. */
async function clientSpeaking(language: 'en' | 'es' | null): Promise<string> {
  const { token } = await signUp(t);
  const set = await t.request({ method: 'PUT', url: '/api/auth/language', token, payload: { language } });
  expect(set.statusCode).toBe(200);
  return token;
}

/** The recipient's page of an order this client booked, read signed out with the browser's header. */
async function pageLanguage(client: string, id: number, acceptLanguage?: string) {
  const path = (
    await t.request({ method: 'GET', url: `/api/orders/${id}/public-link`, token: client })
  ).json().path as string;
  const page = await t.request({
    method: 'GET',
    url: `/api/public/track/${path.replace(/^\/t\//, '')}`,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(page.statusCode).toBe(200);
  return page.json().language as string;
}

describe('the recipient page’s language', () => {
  it('follows the recipient’s browser when the order names none', async () => {
    const client = await clientSpeaking(null);
    const id = await bookOrder(t, client);
    expect(await pageLanguage(client, id, 'es-MX,es;q=0.9,en;q=0.5')).toBe('es');
    expect(await pageLanguage(client, id, 'en-US')).toBe('en');
    expect(await pageLanguage(client, id)).toBe('en');
  });

  it('keeps the language chosen for the order whatever the browser asks', async () => {
    const client = await clientSpeaking('en');
    const id = await bookOrder(t, client, { recipientLanguage: 'es' });
    expect(await pageLanguage(client, id, 'en-US')).toBe('es');
  });

  it('falls back to the booking person’s language when neither order nor browser says', async () => {
    const client = await clientSpeaking('es');
    const id = await bookOrder(t, client);
    expect(await pageLanguage(client, id, 'fr-FR')).toBe('es');
  });

  it('refuses a booking in a language MedLink does not speak, naming the field, and writes nothing', async () => {
    const client = await clientSpeaking(null);
    const before = (await t.request({ method: 'GET', url: '/api/orders', token: client })).json();
    const refused = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: client,
      payload: { ...HOUSTON_BOOKING, recipientLanguage: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('recipientLanguage');
    const after = (await t.request({ method: 'GET', url: '/api/orders', token: client })).json();
    expect(after).toEqual(before);
  });
});
