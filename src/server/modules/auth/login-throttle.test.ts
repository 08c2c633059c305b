/**
 * A parallel burst of wrong passwords gets no more checks than a sequential
 * run, and guesses from one address slow that address only, so nobody can lock a user out.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginAttempts } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  // The per-minute flood limit would hide the race; the per-account throttle is under test here.
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const ATTACKER = '203.0.113.7';
const HOME = '198.51.100.20';

const attempt = (username: string, password: string, remoteAddress: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

/** Password checks that actually ran and failed for a name (each leaves one audit line). */
async function checkedFailures(subject: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.subject, subject)));
  return Number(row?.n ?? 0);
}

describe('sign-in throttling under a parallel burst', () => {
  it('checks at most five of 40 parallel wrong passwords; the rest get 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt('driver', `wrong-${i}`, ATTACKER)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(await checkedFailures('driver')).toBe(5);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toMatch(/too many failed sign-in attempts\. try again in \d+ seconds?/i);
  });

  it('lets the real user sign in from its usual address while the guessing address waits', async () => {
    const blocked = await attempt(DEMO.driver.username, DEMO.driver.password, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    const home = await attempt(DEMO.driver.username, DEMO.driver.password, HOME);
    expect(home.statusCode).toBe(200);
  });
});

describe('backoff', () => {
  it('makes the wait grow with each further failure from that address', async () => {
    const fresh = await createTestApp();
    try {
      const name = 'client';
      const from = (password: string, ip = ATTACKER) => attempt(name, password, ip, fresh);
      for (let i = 0; i < 5; i++) expect((await from(`bad-${i}`)).statusCode).toBe(401);
      const first = await from('bad-x');
      expect(first.statusCode).toBe(429);
      const firstWait = Number(first.headers['retry-after']);
      // The wait runs out: moved into the past here rather than slept through, so the test
      // neither sleeps nor depends on how fast a busy machine hashes the next passwords.
      await fresh.db
        .update(loginAttempts)
        .set({ blockedUntil: new Date(Date.now() - 1000) })
        .where(and(eq(loginAttempts.subject, name), eq(loginAttempts.ipAddress, ATTACKER)));
      // The sixth failure doubles the delay.
      expect((await from('bad-6')).statusCode).toBe(401);
      const second = await from('bad-y');
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(firstWait);
      // A success from home does not open the door for the guessing address.
      expect((await from(DEMO.client.password, HOME)).statusCode).toBe(200);
      expect((await from(DEMO.client.password)).statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('keeps answering 401 then 429 for a guesser who has come back thousands of times', async () => {
    // The delay's exponent is capped; uncapped, 2^n overflowed in the database (a 500).
    await t.db.insert(loginAttempts).values({
      subject: 'admin',
      ipAddress: '203.0.113.99',
      failures: 5000,
      blockedUntil: new Date(Date.now() - 1000),
      lastFailureAt: new Date(),
    });
    expect((await attempt('admin', 'again', '203.0.113.99')).statusCode).toBe(401);
    const blocked = await attempt('admin', 'again', '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(899);
  });
});
