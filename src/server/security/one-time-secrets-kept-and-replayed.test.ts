/**
 * One-time secrets kept and replayed: the Idempotency-Key store kept every answer body, so
 * confirming two-factor twice with one key showed the same ten recovery codes again, and they sat
 * in clear text in the database. Now an answer that carries a secret (recovery codes, a two-factor
 * seed, a session token, a webhook signing secret) is never kept: its replay is 409
 * IDEMPOTENCY_ANSWER_NOT_KEPT, and no copy of the secret is anywhere in the idempotency tables.
 */
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => t.close());

const PASSWORD = 'First-pass1';

async function freshAccount() {
  const username = uniqueName('otp');
  const registered = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
  expect(registered.statusCode).toBe(201);
  return { username, token: registered.json().sessionToken as string };
}

const keyed = (token: string, url: string, key: string, payload: object) =>
  t.request({ method: 'POST', url, token, headers: { 'idempotency-key': key }, payload });

/** Every text the idempotency tables hold, to search for a secret. */
async function storedText(): Promise<string> {
  const rows = await t.db.execute(
    sql`select coalesce(body, '') as text from idempotency_keys
        union all select coalesce(result, '') from idempotency_effects`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { text: string }[];
  return list.map(({ text }) => `${text}\n${Buffer.from(text, 'base64').toString('latin1')}`).join('\n');
}

describe('one-time secrets are never kept for replay', () => {
  it('confirming two-factor twice with one key does not show the recovery codes again', async () => {
    const { token } = await freshAccount();
    const setup = await keyed(token, '/api/auth/toggle-2fa', 'tf-setup', {
      enable: true,
      currentPassword: PASSWORD,
    });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    expect(secret).toEqual(expect.any(String));
    const setupAgain = await keyed(token, '/api/auth/toggle-2fa', 'tf-setup', {
      enable: true,
      currentPassword: PASSWORD,
    });
    expect(setupAgain.statusCode).toBe(409);
    expect(setupAgain.json().code).toBe('IDEMPOTENCY_ANSWER_NOT_KEPT');
    expect(setupAgain.body).not.toContain(secret);

    const confirm = { enable: true, currentPassword: PASSWORD, code: await generate({ secret }) };
    const first = await keyed(token, '/api/auth/toggle-2fa', 'tf-confirm', confirm);
    expect(first.statusCode).toBe(200);
    const codes = first.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);

    const again = await keyed(token, '/api/auth/toggle-2fa', 'tf-confirm', confirm);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDEMPOTENCY_ANSWER_NOT_KEPT');
    for (const code of codes) expect(again.body).not.toContain(code);

    const stored = await storedText();
    for (const code of codes) expect(stored).not.toContain(code);
    expect(stored).not.toContain(secret);
  });

  it('new recovery codes are shown once, and stored nowhere in clear', async () => {
    const { token } = await freshAccount();
    const { secret } = (
      await t.request({
        method: 'POST',
        url: '/api/auth/toggle-2fa',
        token,
        payload: { enable: true, currentPassword: PASSWORD },
      })
    ).json();
    await t.request({
      method: 'POST',
      url: '/api/auth/toggle-2fa',
      token,
      payload: { enable: true, currentPassword: PASSWORD, code: await generate({ secret }) },
    });
    const first = await keyed(token, '/api/auth/recovery-codes', 'rc-1', { currentPassword: PASSWORD });
    expect(first.statusCode).toBe(200);
    const codes = first.json().recoveryCodes as string[];
    const again = await keyed(token, '/api/auth/recovery-codes', 'rc-1', { currentPassword: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDEMPOTENCY_ANSWER_NOT_KEPT');
    const stored = await storedText();
    for (const code of codes) expect(stored).not.toContain(code);
  });

  it('a refusal on such a route is still replayed as it was (it holds no secret)', async () => {
    const { token } = await freshAccount();
    const wrong = { enable: true, currentPassword: 'not-my-password' };
    const first = await keyed(token, '/api/auth/toggle-2fa', 'tf-wrong', wrong);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    const again = await keyed(token, '/api/auth/toggle-2fa', 'tf-wrong', wrong);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it("a webhook's signing secret is shown once; the replay says it is not kept", async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    const payload = { url: 'http://127.0.0.1:9/hooks', events: ['order.created'] };
    const first = await keyed(admin, '/api/webhooks', 'wh-1', payload);
    expect(first.statusCode).toBe(201);
    const { secret } = first.json();
    const again = await keyed(admin, '/api/webhooks', 'wh-1', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDEMPOTENCY_ANSWER_NOT_KEPT');
    expect(again.body).not.toContain(secret);
    expect(await storedText()).not.toContain(secret);
    const list = await t.request({ method: 'GET', url: '/api/webhooks', token: admin });
    expect(list.json().filter((hook: { url: string }) => hook.url === payload.url)).toHaveLength(1);
  });

  it('a second sign-in sent on a live session with a key keeps no session token', async () => {
    const { username, token } = await freshAccount();
    const signIn = { username, password: PASSWORD };
    const first = await keyed(token, '/api/auth/login', 'login-1', signIn);
    expect(first.statusCode).toBe(200);
    const fresh = first.json().sessionToken as string;
    expect(await storedText()).not.toContain(fresh);
  });

  it('derives which routes withhold from their answers: every answer naming a secret field', () => {
    expect([...t.app.idempotencyWithheld]).toEqual(
      expect.arrayContaining([
        'POST /api/auth/toggle-2fa',
        'POST /api/auth/recovery-codes',
        'POST /api/webhooks',
        'POST /api/auth/login',
        'POST /api/auth/verify-email',
      ]),
    );
    // An ordinary answer is still replayed in full (the booking, a driver's step).
    expect(t.app.idempotencyWithheld.has('POST /api/orders')).toBe(false);
  });
});
