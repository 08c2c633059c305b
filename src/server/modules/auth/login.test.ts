import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/auth/login', () => {
  it('signs in each demo account, answers the public user and sets an httpOnly session cookie', async () => {
    for (const [role, account] of Object.entries(DEMO)) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: account });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ username: account.username, role });
      expect(Object.keys(body.user)).not.toContain('passwordHash');
      expect(response.body).not.toMatch(/argon2|password_?hash|twoFactorSecret/i);
      expect(body.sessionToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const cookie = response.cookies.find((c) => c.name === 'medlink_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).toBe(body.sessionToken);
    }
  });

  it('gives the contract ids: admin is user 1, the client user 2, the driver its driver record id', async () => {
    const admin = (await t.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.admin })).json();
    const client = (await t.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.client })).json();
    const driver = (await t.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.driver })).json();
    expect(admin.user.id).toBe(1);
    expect(client.user.id).toBe(2);
    expect(client.user.organizationName).toBe('Sample Pharmacy');
    expect(driver.user.driverId).toEqual(expect.any(Number));
    expect(admin.user.driverId).toBeUndefined();
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'nope-nope' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-here', password: 'x' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.cookies.find((c) => c.name === 'medlink_session')).toBeUndefined();
  });

  it('names the missing field with 400', async () => {
    const noPassword = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin' },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/password/i);
    expect(noPassword.json().errors).toContainEqual(expect.objectContaining({ path: 'password' }));
    const blankUser = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '  ', password: 'x' },
    });
    expect(blankUser.statusCode).toBe(400);
    expect(blankUser.json().message).toBe('Username is required');
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const broken = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/json/i);
    const array = await t.request({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('accepts the username in any case', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'CLIENT', password: 'client123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(2);
  });
});

describe('sign-in throttling', () => {
  it('answers 429 after five failures for one username, even with the right password, and logs nothing in', async () => {
    const t2 = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) {
        const r = await t2.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'driver', password: `wrong${i}` },
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await t2.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.driver });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      // Another account from the same address is still fine: the per-user limit is per user.
      const other = await t2.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.client });
      expect(other.statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('answers 429 per address after many failures across usernames', async () => {
    const t3 = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '8' });
    try {
      for (let i = 0; i < 8; i++) {
        await t3.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `ghost${i}`, password: 'x' },
        });
      }
      const blocked = await t3.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.admin });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await t3.close();
    }
  });
});
