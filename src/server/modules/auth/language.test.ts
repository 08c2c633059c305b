import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

/** A fresh client account, signed in: its token. */
async function freshClient(): Promise<string> {
  const username = uniqueName('lang');
  const response = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Sturdy-pass1',
    firstName: 'Lupe',
    lastName: 'Garza',
    organizationName: 'Laredo Clinic',
  });
  return response.json().sessionToken as string;
}

const setLanguage = (token: string, language: unknown) =>
  t.request({ method: 'PUT', url: '/api/auth/language', token, payload: { language } });
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();

describe('PUT /api/auth/language', () => {
  it('starts with no choice, keeps Spanish once chosen, and can go back to the browser', async () => {
    const token = await freshClient();
    expect((await me(token)).language).toBeNull();

    const chosen = await setLanguage(token, 'es');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().language).toBe('es');
    expect((await me(token)).language).toBe('es');

    await setLanguage(token, null);
    expect((await me(token)).language).toBeNull();
  });

  it('refuses a language MedLink does not speak, naming the field, and changes nothing', async () => {
    const token = await freshClient();
    await setLanguage(token, 'es');
    const refused = await setLanguage(token, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('language');
    expect((await me(token)).language).toBe('es');
  });

  it('changes only the caller: another account keeps its own', async () => {
    const [a, b] = [await freshClient(), await freshClient()];
    await setLanguage(a, 'es');
    expect((await me(b)).language).toBeNull();
  });

  it('a burst of changes sent at once ends with one of the sent values stored, every answer consistent', async () => {
    const token = await freshClient();
    const sent = ['es', 'en', null, 'es', 'en', 'es', null, 'en', 'es', 'en'] as const;
    const answers = await Promise.all(sent.map((language) => setLanguage(token, language)));
    // Every request is answered as itself: no 500, and each answer names the value that request sent.
    answers.forEach((answer, i) => {
      expect(answer.statusCode, `request ${i}`).toBe(200);
      expect(answer.json().language, `request ${i}`).toBe(sent[i]);
    });
    const stored = (await me(token)).language;
    expect(sent).toContain(stored);
    // What is stored is what the next reader sees, again and again: one value, not a mix.
    expect((await me(token)).language).toBe(stored);
  });
});
