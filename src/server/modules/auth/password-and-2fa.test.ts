import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function freshUser() {
  const username = uniqueName('sec');
  const password = 'First-pass1';
  const response = await t.signUp({
    username,
    email: `${username}@example.com`,
    password,
    firstName: 'Ana',
    lastName: 'Lopez',
  });
  expect(response.statusCode).toBe(201);
  return { username, password, token: response.json().sessionToken as string };
}

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password, a short one and a mismatched confirmation', async () => {
    const { token } = await freshUser();
    const change = (payload: object) =>
      t.request({ method: 'POST', url: '/api/auth/change-password', token, payload });
    const wrong = await change({
      currentPassword: 'nope',
      newPassword: 'Second-pass2',
      confirmPassword: 'Second-pass2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/current password/i);
    const short = await change({
      currentPassword: 'First-pass1',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().message).toMatch(/Password must be at least 8 characters/);
    const mismatch = await change({
      currentPassword: 'First-pass1',
      newPassword: 'Second-pass2',
      confirmPassword: 'Other-pass3',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toContainEqual({
      path: 'confirmPassword',
      message: "Passwords don't match",
    });
    const missing = await change({ newPassword: 'Second-pass2', confirmPassword: 'Second-pass2' });
    expect(missing.json().errors).toContainEqual(expect.objectContaining({ path: 'currentPassword' }));
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const { username, password, token } = await freshUser();
    const other = await t.login(username, password);
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      payload: { currentPassword: password, newPassword: 'Second-pass2', confirmPassword: 'Second-pass2' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await expect(t.login(username, password)).rejects.toThrow(/401/);
    await t.login(username, 'Second-pass2');
  });
});

describe('two-factor authentication', () => {
  it('enables only after a valid code, then requires a code at sign-in, then disables with a code', async () => {
    const { username, password, token } = await freshUser();
    const toggle = (payload: object) =>
      t.request({
        method: 'POST',
        url: '/api/auth/toggle-2fa',
        token,
        payload: { currentPassword: password, ...payload },
      });

    const offer = await toggle({ enable: true });
    expect(offer.statusCode).toBe(200);
    const { secret, qrCode, pending, twoFactorEnabled } = offer.json();
    expect(pending).toBe(true);
    expect(twoFactorEnabled).toBe(false);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Not on yet: sign-in still works without a code.
    await t.login(username, password);

    const wrong = await toggle({
      enable: true,
      code: '000000' === (await generate({ secret })) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid two-factor code');

    const confirm = await toggle({ enable: true, code: await generate({ secret }) });
    expect(confirm.json()).toMatchObject({ twoFactorEnabled: true, pending: false });
    const security = await t.request({ method: 'GET', url: '/api/auth/security', token });
    expect(security.json().security.twoFactorEnabled).toBe(true);

    const noCode = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', twoFactorRequired: true });
    expect(noCode.json().sessionToken).toBeUndefined();

    const badCode = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password, code: '123' },
    });
    expect(badCode.statusCode).toBe(400);
    const valid = await generate({ secret });
    const wrongCode = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password, code: valid === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().message).toBe('Invalid two-factor code');

    // The confirming code's step is spent: sign in with the next step's code (one step of drift).
    await t.login(username, password, await generate({ secret, epoch: Date.now() / 1000 + 30 }));

    const disableNoCode = await toggle({ enable: false });
    expect(disableNoCode.statusCode).toBe(400);
    const disable = await toggle({ enable: false, code: confirm.json().recoveryCodes[0] });
    expect(disable.json()).toMatchObject({ twoFactorEnabled: false });
    await t.login(username, password);
  });

  it('never answers the secret once two-factor is on', async () => {
    const { token, password } = await freshUser();
    const { secret } = (
      await t.request({
        method: 'POST',
        url: '/api/auth/toggle-2fa',
        token,
        payload: { enable: true, currentPassword: password },
      })
    ).json();
    await t.request({
      method: 'POST',
      url: '/api/auth/toggle-2fa',
      token,
      payload: { enable: true, currentPassword: password, code: await generate({ secret }) },
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/toggle-2fa',
      token,
      payload: { enable: true, currentPassword: password },
    });
    expect(again.json().secret).toBeUndefined();
    const meBody = (await me(token)).body;
    expect(meBody).not.toContain(secret);
  });
});
