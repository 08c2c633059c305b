/**
 * An organisation's default language: its owner sets it (a language MedLink speaks, or none), and
 * it counts wherever a member chose none: the member's own app language, the recipient's page and
 * texts of the orders they book, and the documents they print. A member's own choice still wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { newOwner } from '../../test/organization-members';
import { bookOrder } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const setOrgLanguage = (owner: { token: string; organizationId: number }, language: unknown) =>
  t.request({
    method: 'PUT',
    url: `/api/organizations/${owner.organizationId}/language`,
    token: owner.token,
    payload: { language },
  });
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();

/** The recipient's page of an order, read signed out with no Accept-Language at all. */
async function recipientPageLanguage(token: string, id: number) {
  const path = (await t.request({ method: 'GET', url: `/api/orders/${id}/public-link`, token })).json()
    .path as string;
  const page = await t.request({ method: 'GET', url: `/api/public/track/${path.replace(/^\/t\//, '')}` });
  expect(page.statusCode).toBe(200);
  return page.json().language as string;
}

describe('PUT /api/organizations/{id}/language', () => {
  it('the owner sets it; members who chose none read the app, recipient page and label in it', async () => {
    const owner = await newOwner(t);
    const set = await setOrgLanguage(owner, 'es');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().organization.language).toBe('es');
    const organization = await t.request({ method: 'GET', url: '/api/organizations/me', token: owner.token });
    expect(organization.json().organization.language).toBe('es');

    // The owner chose nothing for themself: the organisation's default is what the app reads.
    expect(await me(owner.token)).toMatchObject({ language: null, organizationLanguage: 'es' });

    const id = await bookOrder(t, owner.token);
    // Neither the order nor the recipient's browser names a language: the booker's organisation decides.
    expect(await recipientPageLanguage(owner.token, id)).toBe('es');
    const label = await t.request({ method: 'GET', url: `/api/orders/${id}/label`, token: owner.token });
    expect(pdfText(label.rawPayload).join('\n')).toContain('ENTREGAR ANTES DE');

    // A member's own choice wins over the organisation's default.
    await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: owner.token,
      payload: { language: 'en' },
    });
    expect(await recipientPageLanguage(owner.token, await bookOrder(t, owner.token))).toBe('en');

    // Cleared, it no longer counts.
    await t.request({
      method: 'PUT',
      url: '/api/auth/language',
      token: owner.token,
      payload: { language: null },
    });
    expect((await setOrgLanguage(owner, null)).json().organization.language).toBeNull();
    expect(await recipientPageLanguage(owner.token, await bookOrder(t, owner.token))).toBe('en');
  });

  it('refuses a language MedLink does not speak, naming the field, and keeps the one set', async () => {
    const owner = await newOwner(t);
    await setOrgLanguage(owner, 'es');
    for (const language of ['fr', 'ES', '', 42, undefined]) {
      const refused = await setOrgLanguage(owner, language);
      expect(refused.statusCode, String(language)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('language');
    }
    expect((await me(owner.token)).organizationLanguage).toBe('es');
  });

  it("answers another organisation's id as missing and changes nothing there", async () => {
    const [a, b] = [await newOwner(t), await newOwner(t)];
    await setOrgLanguage(b, 'en');
    const foreign = await t.request({
      method: 'PUT',
      url: `/api/organizations/${b.organizationId}/language`,
      token: a.token,
      payload: { language: 'es' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(b.token)).organizationLanguage).toBe('en');
  });
});
