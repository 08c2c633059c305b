/**
 * The sign-in throttle counted per account AND address only, so one password could be guessed
 * from many addresses at 5 a time each, without end. Now an account also has a failure budget
 * across all addresses (LOGIN_MAX_FAILURES_PER_ACCOUNT, 15 minutes), beside the per-address ones:
 * past it, every address is answered 429 with Retry-After, the right password included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '8', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const attempt = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

/** Address number `i` of a guesser with many (documentation range). */
const address = (i: number) => `203.0.113.${i + 1}`;

describe('the sign-in throttle across addresses', () => {
  it('refuses an account guessed at from many addresses once its budget is spent, with Retry-After', async () => {
    for (let i = 0; i < 8; i++) {
      // One guess per address: far below each address's own limits.
      expect((await attempt(DEMO.client.username, `wrong-${i}`, address(i))).statusCode).toBe(401);
    }
    const refused = await attempt(DEMO.client.username, 'wrong-again', address(50));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json().message).toMatch(/try again/i);
    // The right password from yet another address is refused too: the budget is the account's.
    const right = await attempt(DEMO.client.username, DEMO.client.password, address(51));
    expect(right.statusCode).toBe(429);
  });

  it("keeps other accounts' sign-in open", async () => {
    const other = await attempt(DEMO.driver.username, DEMO.driver.password, address(52));
    expect(other.statusCode).toBe(200);
  });

  it('does not count a right password against the budget', async () => {
    for (let i = 0; i < 12; i++) {
      const response = await attempt(DEMO.admin.username, DEMO.admin.password, address(100 + i));
      expect(response.statusCode).toBe(200);
    }
  });
});
