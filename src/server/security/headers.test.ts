/**
 * The headers every answer carries (CSP, nosniff, referrer policy, framing),
 * the session cookie's flags, and the CSRF check on cookie-authenticated writes.
 *
 * Not repeated here, but part of the same story:
 * - the browser suites (e2e/) all run under this CSP, so the app works under it;
 * - idle and absolute session expiry: modules/auth/sessions.test.ts ('ends a session idle for
 *   longer than the idle limit, and one past its absolute expiry');
 * - a cross-site websocket handshake: realtime/realtime.test.ts;
 * - no hash, secret or token in any answer: the scan at the end of authz-matrix.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, DEMO, type TestApp } from '../test/helper';
import { changedTables, databaseChecksum } from './support/checksum';

const webRoot = mkdtempSync(join(tmpdir(), 'medlink-headers-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');

let t: TestApp;
let cookie: string;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.client });
  cookie = `medlink_session=${login.json().sessionToken}`;
  // An order of the demo client with a driver on it, so its chat is open.
  const orders = await t.request({
    method: 'GET',
    url: '/api/orders/client/2?limit=100',
    headers: { cookie },
  });
  const chatting = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'];
  orderId = (orders.json() as { id: number; status: string }[]).find((o) => chatting.includes(o.status))!.id;
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** "default-src 'self';img-src 'self' data:" -> { 'default-src': ["'self'"], 'img-src': [...] } */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('Content-Security-Policy', () => {
  it('allows only our own scripts, no plugins, no framing, no eval, on pages, files and API answers', async () => {
    const answers = await Promise.all(
      ['/', '/dashboard', '/index.html', '/api/health', '/api/auth/me', '/api/no-such-route'].map((url) =>
        t.request({ method: 'GET', url }),
      ),
    );
    for (const response of answers) {
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['default-src'], response.raw.req.url).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['img-src']).not.toContain('*');
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
    }
  });

  it('lets the configured tile server in for images only', async () => {
    const tiles = await createTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' });
    try {
      const csp = directives(
        (await tiles.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp['img-src']).toContain('https://*.tiles.example');
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']?.join(' ')).not.toContain('tiles.example');
    } finally {
      await tiles.close();
    }
  });

  it('keeps eval and inline script out of the API documentation pages too', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
  });

  it('is enough for the web app: its HTML entry has no inline script or event handler', () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe('other headers', () => {
  it('sends nosniff, a referrer policy and no framing; names no server; allows no other origin', async () => {
    for (const url of ['/dashboard', '/api/health', `/api/orders/${orderId}`]) {
      const response = await t.request({
        method: 'GET',
        url,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // No CORS: another site's page may send a read, but never sees the answer.
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it("keeps a recipient's tracking answer out of caches and referrers", async () => {
    const link = await t.request({
      method: 'GET',
      url: `/api/orders/${orderId}/public-link`,
      headers: { cookie },
    });
    const token = String(link.json().path).split('/').pop();
    const response = await t.request({ method: 'GET', url: `/api/public/track/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps every API answer out of browser and proxy caches; the page itself revalidates', async () => {
    for (const url of ['/api/health', '/api/auth/me', `/api/orders/${orderId}`, '/api/no-such-route']) {
      const response = await t.request({ method: 'GET', url, headers: { cookie } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.request({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });
});

describe('the session cookie', () => {
  const sessionCookie = (response: Awaited<ReturnType<TestApp['request']>>) =>
    response.cookies.find((c) => c.name === 'medlink_session');

  it('is HttpOnly, SameSite=Lax, for the whole site, and ends with the session', async () => {
    const before = Date.now();
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.driver });
    const flags = sessionCookie(response)!;
    expect(flags).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(flags.secure).toBeFalsy(); // plain HTTP in tests; see the next test
    const maxHours = loadConfig({}).SESSION_MAX_HOURS;
    const expires = new Date(flags.expires!).getTime();
    expect(expires).toBeGreaterThan(before + maxHours * 3_600_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + maxHours * 3_600_000);
  });

  it('is Secure with COOKIE_SECURE, which production turns on by default', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig({}).COOKIE_SECURE).toBe(false);
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const response = await secure.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.client });
      expect(sessionCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
    }
  });

  it('is cleared at logout', async () => {
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: DEMO.admin });
    const own = `medlink_session=${login.json().sessionToken}`;
    const response = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie: own } });
    expect(response.statusCode).toBe(200);
    const cleared = sessionCookie(response)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
  });

  it('session limits default to 2 h idle and 12 h after sign-in (enforced: sessions.test.ts)', () => {
    expect(loadConfig({})).toMatchObject({ SESSION_IDLE_MINUTES: 120, SESSION_MAX_HOURS: 12 });
  });
});

describe('CSRF: cookie-authenticated writes from another site', () => {
  const write = (headers: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: `/api/orders/${orderId}/messages`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ content: 'Sent from another site' }),
    });

  it('are refused with 403, whatever the method, and change nothing', async () => {
    const before = await databaseChecksum(t.db);
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:5000.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const response = await write({ cookie, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe('Cross-site request refused');
    }
    for (const [method, url, payload] of [
      ['PATCH', `/api/orders/${orderId}`, { status: 'cancelled' }],
      ['DELETE', '/api/auth/sessions/1', undefined],
      ['POST', '/api/auth/logout', undefined],
    ] as const) {
      const response = await t.request({
        method,
        url,
        payload,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(changedTables(before, await databaseChecksum(t.db))).toEqual([]);
  });

  it('are allowed from our own origin, and from clients that send no Origin', async () => {
    const sameOrigin = await write({ cookie, host: 'medlink.example', origin: 'https://medlink.example' });
    expect(sameOrigin.statusCode).toBe(201);
    const noOrigin = await write({ cookie });
    expect(noOrigin.statusCode).toBe(201);
  });

  it('do not apply to Bearer calls, which carry no ambient credential', async () => {
    const token = cookie.split('=')[1]!;
    const response = await write({ authorization: `Bearer ${token}`, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(201);
  });

  it('leave reads alone (no CORS header lets the other site see them)', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
