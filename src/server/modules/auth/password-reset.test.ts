/**
 * Forgot password, end to end through a real SMTP server in this process: the same answer for an
 * account that exists and one that does not, a link that works once and for 30 minutes, only its
 * hash in the database, every session ended by a reset, and the limits per account and address.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, users } from '../../db/schema/index';
import { createTestApp, uniqueName, type TestApp } from '../../test/helper';
import { eventually } from '../../test/eventually';
import { startTestSmtp } from '../notifications/test-smtp';

const ORIGIN = 'https://medlink.example';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_BASE_URL: ORIGIN,
    PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => vi.useRealTimers());

async function account() {
  const username = uniqueName('reset');
  const email = `${username}@example.com`;
  const password = 'First-pass1';
  const response = await t.signUp({ username, email, password, firstName: 'Rosa', lastName: 'Diaz' });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { username, email, password, token: body.sessionToken as string, userId: body.user.id as number };
}

const forgot = (login: string) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { login } });
const reset = (token: string, newPassword = 'Second-pass2') =>
  t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword, confirmPassword: newPassword },
  });
const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
/** The reset emails to this address (its sign-up link came to it first). */
const mailsTo = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.subject === 'Reset your MedLink password');

/** Asks for a link and reads its token out of the email that arrives. */
async function linkFor(who: { username: string; email: string }) {
  const before = mailsTo(who.email).length;
  expect((await forgot(who.username)).statusCode).toBe(202);
  const mail = await eventually(() => mailsTo(who.email)[before]);
  const match = /https:\/\/medlink\.example\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a username, an email in other case and a name no account has', async () => {
    const who = await account();
    const byName = await forgot(who.username);
    const byEmail = await forgot(who.email.toUpperCase());
    const nobody = await forgot(`${uniqueName('nobody')}@example.com`);
    for (const r of [byName, byEmail, nobody]) expect(r.statusCode).toBe(202);
    expect(byEmail.body).toBe(byName.body);
    expect(nobody.body).toBe(byName.body);
    expect(byName.json().message).toMatch(/30 minutes/);

    // Two links went to the account; nothing else left the server.
    await eventually(() => (mailsTo(who.email).length === 2 ? true : undefined));
    const mail = mailsTo(who.email)[0]!;
    expect(mail.subject).toBe('Reset your MedLink password');
    expect(mail.text).toContain('Hello Rosa');
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('nobody')))).toHaveLength(0);
  });

  it("is written in the account's language", async () => {
    const who = await account();
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, who.userId));
    expect((await forgot(who.username)).statusCode).toBe(202);
    const mail = await eventually(() =>
      smtp.received.find(
        (m) => m.to.includes(who.email) && m.subject === 'Restablezca su contraseña de MedLink',
      ),
    );
    expect(mail.text).toContain('Hola Rosa:');
    expect(mail.text).toMatch(/antes de 30 minutos: https:\/\/medlink\.example\/reset-password#token=/);
  });

  it('keeps only a hash of the token, and the link expires 30 minutes after it was asked for', async () => {
    const who = await account();
    const token = await linkFor(who);
    const rows = await t.db.select().from(passwordResets);
    const row = rows.find((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'));
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('sends one account at most three links in 30 minutes, answering the same each time', async () => {
    const who = await account();
    for (let i = 0; i < 5; i++) expect((await forgot(who.email)).statusCode).toBe(202);
    await eventually(() => (mailsTo(who.email).length >= 3 ? true : undefined));
    const links = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, who.userId));
    expect(links).toHaveLength(3);
    expect(mailsTo(who.email)).toHaveLength(3);
  });

  it('refuses an empty login naming the field', async () => {
    const response = await forgot('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: 'login' }));
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the account and works only once', async () => {
    const who = await account();
    const second = await t.login(who.username, who.password);
    const token = await linkFor(who);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect((await me(who.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await signIn(who.username, who.password)).statusCode).toBe(401);
    expect((await signIn(who.username, 'Second-pass2')).statusCode).toBe(200);

    const again = await reset(token, 'Third-pass3');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { path: 'token', message: expect.stringMatching(/already been used/) },
    ]);
    expect((await signIn(who.username, 'Third-pass3')).statusCode).toBe(401);
  });

  it('spends the other links of the account', async () => {
    const who = await account();
    const first = await linkFor(who);
    const second = await linkFor(who);
    expect((await reset(second)).statusCode).toBe(200);
    const stale = await reset(first, 'Third-pass3');
    expect(stale.statusCode).toBe(400);
    expect((await signIn(who.username, 'Second-pass2')).statusCode).toBe(200);
  });

  it('refuses a link past its 30 minutes and takes one just inside them', async () => {
    const who = await account();
    const early = await linkFor(who);
    const late = await linkFor(who);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const expired = await reset(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toMatchObject({
      path: 'token',
      message: expect.stringMatching(/expired/),
    });
    vi.setSystemTime(Date.now() - 3 * 60_000);
    expect((await reset(early)).statusCode).toBe(200);
  });

  it('refuses a forged token and an altered one, and changes no password', async () => {
    const who = await account();
    const token = await linkFor(who);
    const altered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const forged of ['forged-token', altered, 'x'.repeat(43)]) {
      const response = await reset(forged);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        path: 'token',
        message: expect.stringMatching(/not valid/),
      });
    }
    const junk = await reset('<script>');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0].path).toBe('token');
    expect((await signIn(who.username, who.password)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row!.usedAt).toBeNull();
  });

  it('names a short new password and a mismatched confirmation', async () => {
    const short = await reset('abc', 'short');
    expect(short.json().errors).toContainEqual(expect.objectContaining({ path: 'newPassword' }));
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'abc', newPassword: 'Second-pass2', confirmPassword: 'Other-pass3' },
    });
    expect(mismatch.json().errors).toContainEqual({
      path: 'confirmPassword',
      message: "Passwords don't match",
    });
  });
});

describe('the limit per address', () => {
  it('answers 429 with Retry-After past the requests an address may make in a minute', async () => {
    const limited = await createTestApp({ PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const ask = () =>
        limited.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: 'someone' } });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
