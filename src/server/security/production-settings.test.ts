/**
 * Finding: production takes simulated payments. With NODE_ENV=production and no payment settings
 * the server started with the test provider, and POST /api/test-payment confirmed orders without
 * money. Now start-up refuses every unsafe production setting, one line each, before the database
 * opens; simulated payments need PAYMENT_PROVIDER=test said explicitly, and are warned about at
 * every start.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartupError } from '../db/startup-error';
import { startServer } from '../server';

const base = { NODE_ENV: 'production', DATA_DIR: 'memory', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
const safe = {
  ...base,
  ID_SIGNING_KEY: randomBytes(32).toString('base64url'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_BASE_URL: 'https://medlink.example',
  STRIPE_SECRET_KEY: 'sk_test_not_used_before_the_first_checkout',
};

async function refusal(env: Record<string, string>): Promise<string[]> {
  const error = await startServer(env).then(
    async (server) => {
      await server.close();
      return undefined;
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StartupError);
  return (error as Error).message.split('\n');
}

afterEach(() => vi.restoreAllMocks());

describe('production takes simulated payments', () => {
  it('refuses production with no payment provider, naming the setting on one line', async () => {
    const { STRIPE_SECRET_KEY: _unused, ...noPayments } = safe;
    expect(await refusal(noPayments)).toEqual([
      expect.stringMatching(/no payment provider.*PAYMENT_PROVIDER=stripe/),
    ]);
  });

  it('refuses, one line each, production without PUBLIC_BASE_URL, a signing key or a data key, or with COOKIE_SECURE=false', async () => {
    const lines = await refusal({ ...base, COOKIE_SECURE: 'false' });
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).toMatch(/DATA_ENCRYPTION_KEY/);
    expect(lines.join('\n')).toMatch(/PAYMENT_PROVIDER/);
    expect(lines.join('\n')).toMatch(/PUBLIC_BASE_URL/);
    expect(lines.join('\n')).toMatch(/COOKIE_SECURE=false/);
    expect(lines.join('\n')).toMatch(/ID_SIGNING_KEY/);
  });

  it('starts with every setting made and PAYMENT_PROVIDER=test said explicitly, warning that payments are simulated', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void logged.push(String(line)));
    const { STRIPE_SECRET_KEY: _unused, ...noPayments } = safe;
    const server = await startServer({ ...noPayments, PAYMENT_PROVIDER: 'test' });
    try {
      const warning = logged.map((l) => JSON.parse(l)).find((l) => /PAYMENT_PROVIDER=test/.test(l.msg));
      expect(warning).toMatchObject({ level: 'warn', msg: expect.stringMatching(/simulated/) });
      expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('warns at start-up that without SMTP_URL no one can finish signing up, and not with it', async () => {
    const warnings = async (env: Record<string, string>) => {
      const logged: string[] = [];
      const spy = vi
        .spyOn(console, 'log')
        .mockImplementation((line: unknown) => void logged.push(String(line)));
      const server = await startServer(env);
      await server.close();
      spy.mockRestore();
      return logged
        .map((l) => JSON.parse(l) as { level: string; msg: string })
        .filter((l) => l.level === 'warn' && /SMTP_URL/.test(l.msg));
    };
    expect(await warnings(safe)).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/cannot finish signing up/) }),
    ]);
    expect(await warnings({ ...safe, SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([]);
  });

  it("refuses production with the browser tests' clock set, on one line naming it", async () => {
    expect(await refusal({ ...safe, E2E_CLOCK_START: '2026-12-01T16:00:00.000Z' })).toEqual([
      expect.stringMatching(/E2E_CLOCK_START.*machine's clock/),
    ]);
  });
});
