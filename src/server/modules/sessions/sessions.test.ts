import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { hashToken } from './sessions';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '8' });
});
afterAll(async () => t.close());

const me = (token?: string, cookie?: string) =>
  t.request({
    method: 'GET',
    url: '/api/auth/me',
    token,
    headers: cookie ? { cookie: `medlink_session=${cookie}` } : {},
  });

describe('sessions', () => {
  it('accepts the token as Bearer and as the cookie; refuses none with 401', async () => {
    const token = await t.login(DEMO.client.username, DEMO.client.password);
    expect((await me(token)).json()).toMatchObject({ id: 2, role: 'client' });
    expect((await me(undefined, token)).json()).toMatchObject({ id: 2 });
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const garbage = await me('not-a-token');
    expect(garbage.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login(DEMO.admin.username, DEMO.admin.password);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await t.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.some((r) => r.h === token)).toBe(false);
  });

  it('ends the session at logout, at once', async () => {
    const token = await t.login(DEMO.driver.username, DEMO.driver.password);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/session has ended/i);
  });

  it('ends a session idle for longer than the idle limit, and one past its absolute expiry', async () => {
    const idle = await t.login(DEMO.client.username, DEMO.client.password);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    expect((await me(idle)).statusCode).toBe(401);

    const old = await t.login(DEMO.client.username, DEMO.client.password);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    expect((await me(old)).statusCode).toBe(401);
  });

  it('answers each of requests that arrive together from its own session, a revoked one refused', async () => {
    const client = await t.login(DEMO.client.username, DEMO.client.password);
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    const ended = await t.login(DEMO.driver.username, DEMO.driver.password);
    await t.request({ method: 'POST', url: '/api/auth/logout', token: ended });
    // Sent at once, so their session lookups share a query.
    const answers = await Promise.all([me(client), me(ended), me(admin), me('not-a-token'), me(client)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 200, 401, 200]);
    expect(answers.map((a) => (a.statusCode === 200 ? a.json().role : null))).toEqual([
      'client',
      null,
      'admin',
      null,
      'client',
    ]);
  });

  it('lists my live sessions, marks the current one, and revokes another at once', async () => {
    const phone = await t.login(DEMO.driver.username, DEMO.driver.password);
    const laptop = await t.login(DEMO.driver.username, DEMO.driver.password);
    const list = (await t.request({ method: 'GET', url: '/api/auth/sessions', token: laptop })).json()
      .sessions;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(phone);

    const [phoneRow] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(phone)));
    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneRow!.id}`,
      token: laptop,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it("refuses to revoke someone else's session with 404, and a bad id with 400", async () => {
    const victim = await t.login(DEMO.admin.username, DEMO.admin.password);
    const attacker = await t.login(DEMO.client.username, DEMO.client.password);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(victim)));
    const response = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${row!.id}`,
      token: attacker,
    });
    expect(response.statusCode).toBe(404);
    expect((await me(victim)).statusCode).toBe(200);
    const bad = await t.request({ method: 'DELETE', url: '/api/auth/sessions/abc', token: attacker });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });

  it('shows the security overview', async () => {
    const token = await t.login(DEMO.admin.username, DEMO.admin.password);
    const body = (await t.request({ method: 'GET', url: '/api/auth/security', token })).json();
    expect(body.security.twoFactorEnabled).toBe(false);
    expect(body.security.activeSessions).toBeGreaterThanOrEqual(1);
    expect(Date.parse(body.security.lastLogin)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a cookie-authenticated write from another site (CSRF), but not a Bearer one', async () => {
    const token = await t.login(DEMO.client.username, DEMO.client.password);
    const forged = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `medlink_session=${token}`, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('the API shell', () => {
  it('answers health without a session', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers JSON 404 for an unknown /api path, signed in or not', async () => {
    const token = await t.login(DEMO.admin.username, DEMO.admin.password);
    for (const tok of [undefined, token]) {
      const response = await t.request({ method: 'GET', url: '/api/no-such-thing', token: tok });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/no route/i);
    }
  });

  it('publishes OpenAPI documentation generated from the route schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/register', '/api/auth/sessions/{id}']),
    );
  });

  it('sends security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
