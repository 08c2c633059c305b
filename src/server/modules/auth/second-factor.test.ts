/**
 * A TOTP code signs in once, code guesses are throttled like passwords,
 * two-factor changes need the password, and one-time recovery codes (stored hashed) work once.
 */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes } from '../../db/schema/index';
import { createTestApp, uniqueName, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'First-pass1';
const nextStepCode = (secret: string) => generate({ secret, epoch: Date.now() / 1000 + 30 });
const wrongCodeFor = async (secret: string) =>
  (await generate({ secret })) === '000000' ? '111111' : '000000';

/** A fresh account with two-factor on; answers its secret, session and recovery codes. */
async function userWithTwoFactor() {
  const username = uniqueName('tf');
  const registered = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
  const token = registered.json().sessionToken as string;
  const toggle = (payload: object) =>
    t.request({ method: 'POST', url: '/api/auth/toggle-2fa', token, payload });
  const { secret } = (await toggle({ enable: true, currentPassword: PASSWORD })).json();
  const enabled = await toggle({ enable: true, currentPassword: PASSWORD, code: await generate({ secret }) });
  expect(enabled.statusCode).toBe(200);
  return {
    username,
    token,
    secret: secret as string,
    codes: enabled.json().recoveryCodes as string[],
    toggle,
  };
}

const login = (username: string, code?: string, password = PASSWORD) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password, code } });

describe('TOTP codes are single-use', () => {
  it('signs in once with a code; the same code again, even in parallel, is refused', async () => {
    const { username, secret } = await userWithTwoFactor();
    const code = await nextStepCode(secret);
    const burst = await Promise.all(Array.from({ length: 5 }, () => login(username, code)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    const replay = await login(username, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      message: expect.stringMatching(/already been used/),
      twoFactorRequired: true,
    });
    expect(replay.json().sessionToken).toBeUndefined();
  });

  it('does not accept the code that confirmed two-factor for a sign-in', async () => {
    const username = uniqueName('tc');
    const token = (
      await t.signUp({
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
      })
    ).json().sessionToken;
    const toggle = (payload: object) =>
      t.request({ method: 'POST', url: '/api/auth/toggle-2fa', token, payload });
    const { secret } = (await toggle({ enable: true, currentPassword: PASSWORD })).json();
    const code = await generate({ secret });
    await toggle({ enable: true, currentPassword: PASSWORD, code });
    expect((await login(username, code)).statusCode).toBe(401);
  });
});

describe('code guesses are throttled', () => {
  it('answers 429 with Retry-After after five wrong codes at sign-in, even for a right one', async () => {
    const { username, secret } = await userWithTwoFactor();
    for (let i = 0; i < 5; i++)
      expect((await login(username, await wrongCodeFor(secret))).statusCode).toBe(401);
    const blocked = await login(username, await nextStepCode(secret));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('answers 429 after five wrong codes on a held session turning two-factor off', async () => {
    const { secret, toggle } = await userWithTwoFactor();
    for (let i = 0; i < 5; i++) {
      const r = await toggle({ enable: false, currentPassword: PASSWORD, code: await wrongCodeFor(secret) });
      expect(r.statusCode).toBe(400);
    }
    const blocked = await toggle({
      enable: false,
      currentPassword: PASSWORD,
      code: await nextStepCode(secret),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('two-factor changes need the password', () => {
  it('refuses enable and disable without the password or with a wrong one, naming currentPassword', async () => {
    const { secret, toggle } = await userWithTwoFactor();
    const none = await toggle({ enable: false, code: await nextStepCode(secret) });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].path).toBe('currentPassword');
    const wrong = await toggle({
      enable: false,
      currentPassword: 'not-it',
      code: await nextStepCode(secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('currentPassword');
    const security = await t.request({
      method: 'GET',
      url: '/api/auth/security',
      token: (await userWithTwoFactor()).token,
    });
    expect(security.json().security.twoFactorEnabled).toBe(true);

    const fresh = uniqueName('np');
    const token = (
      await t.signUp({
        username: fresh,
        email: `${fresh}@example.com`,
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
      })
    ).json().sessionToken;
    const start = await t.request({
      method: 'POST',
      url: '/api/auth/toggle-2fa',
      token,
      payload: { enable: true },
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().errors[0].path).toBe('currentPassword');
  });
});

describe('recovery codes', () => {
  it('answers ten codes once, stores only hashes, and each code signs in once in place of a TOTP code', async () => {
    const { username, codes, token } = await userWithTwoFactor();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db.select().from(recoveryCodes);
    const storedText = JSON.stringify(stored);
    for (const c of codes) {
      expect(storedText).not.toContain(c);
      expect(storedText).not.toContain(c.replace('-', ''));
    }

    const first = await login(username, codes[0]);
    expect(first.statusCode).toBe(200);
    expect((await login(username, codes[0])).statusCode).toBe(401);
    expect((await login(username, codes[1]!.toUpperCase())).statusCode).toBe(200);
    const security = await t.request({ method: 'GET', url: '/api/auth/security', token });
    expect(security.json().security.recoveryCodesLeft).toBe(8);
  });

  it('regenerates with the password only; the old codes stop working', async () => {
    const { username, codes, token } = await userWithTwoFactor();
    const regen = (currentPassword?: string) =>
      t.request({ method: 'POST', url: '/api/auth/recovery-codes', token, payload: { currentPassword } });
    const wrong = await regen('wrong-one');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('currentPassword');
    const fresh = await regen(PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const newCodes = fresh.json().recoveryCodes as string[];
    expect(newCodes).toHaveLength(10);
    expect((await login(username, codes[2])).statusCode).toBe(401);
    expect((await login(username, newCodes[0])).statusCode).toBe(200);
    const userId = (await t.request({ method: 'GET', url: '/api/auth/me', token })).json().id;
    const rows = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(rows).toHaveLength(10);
  });
});
