import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, pendingSignUps, users } from '../../db/schema/index';
import { createTestApp, uniqueName, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_BASE_URL: 'https://medlink.example',
  });
});
afterAll(async () => t.close());

const newAccount = (overrides: Record<string, unknown> = {}) => {
  const username = uniqueName('reg');
  return {
    username,
    email: `${username}@example.com`,
    password: 'Sturdy-pass1',
    firstName: 'Rosa',
    lastName: 'Martinez',
    organizationName: 'Bayou City Pharmacy',
    ...overrides,
  };
};
const register = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/register', payload: payload as object });
const verify = (payload: object) => t.request({ method: 'POST', url: '/api/auth/verify-email', payload });
const mailTo = (email: string) => t.sent.filter((m) => m.to === email);
const tokenIn = (text: string) =>
  /https:\/\/medlink\.example\/verify-email#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('POST /api/register and /api/auth/verify-email', () => {
  it('emails a link, makes no account until it is opened, then creates a client and signs it in', async () => {
    const account = newAccount();
    const response = await register(account);
    expect(response.statusCode).toBe(202);
    expect(response.json().status).toBe('verification_sent');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.username, account.username))).toHaveLength(0);

    const [mail] = mailTo(account.email);
    expect(mail!.subject).toBe('Finish signing up to MedLink');
    const token = tokenIn(mail!.text)!;
    // Only the token's hash is kept.
    const pending = await t.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, account.email));
    expect(JSON.stringify(pending)).not.toContain(token);

    const verified = await verify({ token });
    expect(verified.statusCode).toBe(201);
    expect(verified.headers['set-cookie']).toMatch(/medlink_session|session/i);
    const { user, sessionToken } = verified.json();
    expect(user).toMatchObject({
      username: account.username,
      role: 'client',
      organizationName: 'Bayou City Pharmacy',
    });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: sessionToken });
    expect(me.json().id).toBe(user.id);
    await t.login(account.username, account.password);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    // The link works once.
    const again = await verify({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('SIGN_UP_LINK_USED');
  });

  it('writes the email in the language the sign-up page was in', async () => {
    const account = newAccount({ language: 'es' });
    expect((await register(account)).statusCode).toBe(202);
    expect(mailTo(account.email)[0]!.subject).toBe('Termine de registrarse en MedLink');
  });

  it('creates a driver with its own driver record, off shift until dispatch puts it on', async () => {
    const response = await t.signUp(newAccount({ role: 'driver', organizationName: null }));
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user.role).toBe('driver');
    const [driver] = await t.db.select().from(drivers).where(eq(drivers.userId, user.id));
    expect(user.driverId).toBe(driver!.id);
    expect(driver!.status).toBe('offline');
  });

  it('refuses an admin registration with 403 and creates nothing', async () => {
    const account = newAccount({ role: 'admin' });
    const response = await register(account);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/admin/i);
    expect(mailTo(account.email)).toHaveLength(0);
  });

  it('tells the owner of a taken email instead of sending a link, and answers the same', async () => {
    const owner = newAccount();
    expect((await t.signUp(owner)).statusCode).toBe(201);
    const response = await register(newAccount({ email: owner.email.toUpperCase() }));
    expect(response.statusCode).toBe(202);
    const notice = mailTo(owner.email).at(-1)!;
    expect(notice.subject).toBe('Someone tried to sign up to MedLink with your email');
    expect(notice.text).toContain('https://medlink.example/forgot-password');
    expect(tokenIn(notice.text)).toBeUndefined();
  });

  it('answers a taken username only to the holder of the link, who may choose another', async () => {
    const first = newAccount();
    expect((await t.signUp(first)).statusCode).toBe(201);
    const second = newAccount({ username: first.username.toUpperCase() });
    expect((await register(second)).statusCode).toBe(202);
    const token = tokenIn(mailTo(second.email)[0]!.text)!;
    const refused = await verify({ token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('USERNAME_TAKEN');
    const other = uniqueName('other');
    const verified = await verify({ token, username: other });
    expect(verified.statusCode).toBe(201);
    expect(verified.json().user.username).toBe(other);
  });

  it('refuses a forged or expired link with its code', async () => {
    const forged = await verify({ token: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('SIGN_UP_LINK_INVALID');
    const account = newAccount();
    await register(account);
    const token = tokenIn(mailTo(account.email)[0]!.text)!;
    await t.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignUps.email, account.email));
    const expired = await verify({ token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('SIGN_UP_LINK_EXPIRED');
  });

  it('names each invalid field with 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: undefined }, 'username'],
      [{ email: 'not-an-email' }, 'email'],
      [{ password: 'short' }, 'password'],
      [{ firstName: '' }, 'firstName'],
      [{ lastName: 42 }, 'lastName'],
      [{ role: 'superuser' }, 'role'],
      [{ username: 'has spaces' }, 'username'],
      [{ language: 'fr' }, 'language'],
    ];
    for (const [override, field] of cases) {
      const response = await register(newAccount(override));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    const short = await register(newAccount({ password: 'short' }));
    expect(short.json().message).toMatch(/Password must be at least 8 characters/);
    const badToken = await verify({ token: 'not a token!' });
    expect(badToken.json().errors.map((e: { path: string }) => e.path)).toContain('token');
  });

  it('answers 429 with a message when one address floods sign-up', async () => {
    const limited = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await limited.request({ method: 'POST', url: '/api/register', payload: newAccount() })).statusCode,
        );
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  it('sends one address at most five sign-up emails a day', async () => {
    const email = `${uniqueName('flood')}@example.com`;
    for (let i = 0; i < 7; i++) expect((await register(newAccount({ email }))).statusCode).toBe(202);
    expect(mailTo(email)).toHaveLength(5);
  });

  it('lets two links racing for one name produce exactly one account', async () => {
    const account = newAccount();
    await register(account);
    await register({ ...account, email: `x${account.email}` });
    const tokens = [account.email, `x${account.email}`].map((e) => tokenIn(mailTo(e)[0]!.text)!);
    const results = await Promise.all(tokens.map((token) => verify({ token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
