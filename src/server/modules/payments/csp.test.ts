/**
 * The Content-Security-Policy lets the page reach Stripe only when the stripe provider is on:
 * Stripe.js (script), its card fields (frames) and its API (connect). Anything else keeps the
 * page to its own origin.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

/** 'a x y; b z' -> { a: ['x', 'y'], b: ['z'] } */
async function policyOf(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const response = await t.request({ method: 'GET', url: '/api/health' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

describe('Content-Security-Policy and the payment provider', () => {
  it('allows Stripe.js, its frames and its API with the stripe provider', async () => {
    const policy = await policyOf(STRIPE);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy['connect-src']).toContain('https://api.stripe.com');
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('allows nothing of Stripe with the test provider, even when a key is set but test is forced', async () => {
    for (const env of [{}, { ...STRIPE, PAYMENT_PROVIDER: 'test' }]) {
      const policy = await policyOf(env);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toBeUndefined(); // frames fall back to default-src 'self'
      expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
      expect(JSON.stringify(policy)).not.toContain('stripe');
    }
  });
});
