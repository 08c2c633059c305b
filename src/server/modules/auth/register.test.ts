import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, users } from '../../db/schema/index';
import { createTestApp, uniqueName, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
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

describe('POST /api/register', () => {
  it('creates a client by default, signs it in, and it can sign in again', async () => {
    const account = newAccount();
    const response = await register(account);
    expect(response.statusCode).toBe(201);
    const { user, sessionToken } = response.json();
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
  });

  it('creates a driver with its own driver record, off shift until dispatch puts it on', async () => {
    const response = await register(newAccount({ role: 'driver', organizationName: null }));
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
    const rows = await t.db.select().from(users).where(eq(users.username, account.username));
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate username (any case) and a duplicate email with 409', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const sameName = await register(newAccount({ username: account.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username/i);
    const sameEmail = await register(newAccount({ email: account.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email/i);
    expect((await register({ ...newAccount(), username: 'client' })).statusCode).toBe(409);
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
    ];
    for (const [override, field] of cases) {
      const response = await register(newAccount(override));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    const short = await register(newAccount({ password: 'short' }));
    expect(short.json().message).toMatch(/Password must be at least 8 characters/);
  });

  it('answers 429 with a message when one address floods sign-up', async () => {
    const limited = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await limited.request({ method: 'POST', url: '/api/register', payload: newAccount() })).statusCode,
        );
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('lets two racing sign-ups for one name produce exactly one account', async () => {
    const account = newAccount();
    const results = await Promise.all([
      register(account),
      register({ ...account, email: `x${account.email}` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
