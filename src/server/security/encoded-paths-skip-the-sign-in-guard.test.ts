/**
 * The sign-in guard decides on the route Fastify matched, not on the URL text: the router decodes
 * `/%61pi/...` to `/api/...`, so a guard reading the raw URL let those spellings through. Every
 * registered route is asked with no session under several spellings of its path; none may
 * answer with anything but a refusal unless the route says `public: true`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp } from '../test/helper';
import { registeredRoutes } from './support/routes';

// A stand-in web build, so the single-page fallback (which answers 200 for unknown pages) is on.
const webRoot = mkdtempSync(join(tmpdir(), 'medlink-guard-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>MedLink</title>');
writeFileSync(join(webRoot, 'assets/app.js'), 'export {};');

const t = await createTestApp({}, { webRoot });
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const access = t.app.routeAccess();

/** A concrete path for a route pattern: parameters and wildcards filled with plain values. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'index.css');
}

const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** The spellings of one path a client might send, each with whether the router decodes it back. */
function spellings(path: string): { name: string; url: string; sameRoute: boolean }[] {
  return [
    { name: 'plain', url: path, sameRoute: true },
    // Every letter percent-encoded, in upper- and lower-case hex digits.
    { name: 'percent-encoded', url: path.replace(/[a-z]/gi, hex), sameRoute: true },
    {
      name: 'percent-encoded upper hex',
      url: path.replace(/[a-z]/gi, (c) => hex(c).toUpperCase()),
      sameRoute: true,
    },
    // Only the first letter of the first segment: the spelling the review found.
    { name: 'first letter encoded', url: path.replace(/[a-z]/i, hex), sameRoute: true },
    // Encoded twice: decodes once to `%61...`, which names no route.
    {
      name: 'double-encoded',
      url: path.replace(/[a-z]/gi, (c) => `%25${hex(c).slice(1)}`),
      sameRoute: false,
    },
    {
      name: 'first letter double-encoded',
      url: path.replace(/[a-z]/i, (c) => `%25${hex(c).slice(1)}`),
      sameRoute: false,
    },
    { name: 'upper case', url: path.toUpperCase(), sameRoute: false },
    {
      name: 'mixed case',
      url: path.replace(/[a-z]/gi, (c, i: number) => (i % 2 ? c.toUpperCase() : c.toLowerCase())),
      sameRoute: false,
    },
  ];
}

async function ask(method: string, url: string) {
  const options: InjectOptions = { method: method as InjectOptions['method'], url };
  // A write with a body, so no route can claim it refused for want of one.
  if (!['GET', 'HEAD', 'DELETE'].includes(method)) options.payload = {};
  return t.app.inject(options);
}

// Every route Fastify was asked to add, as the guard's registry saw it.
const routes = [...access.keys()].map((key) => {
  const [method, url] = key.split(' ') as [string, string];
  return { method, url };
});
const guarded = routes.filter((r) => !access.get(`${r.method} ${r.url}`)!.public);

/** The router's printed tree folds a nested wildcard (`/a/b/*` prints under `/a/` as `*`). */
const printedOnly = (url: string) =>
  url.endsWith('/*') && routes.some((r) => r.url.startsWith(url.slice(0, -1)) && r.url.endsWith('/*'));

describe('the sign-in guard, asked with no session', () => {
  it('knows every registered route, and most of them are guarded', () => {
    const unknown = registeredRoutes(t.app).filter(
      (r) => !access.has(`${r.method} ${r.url}`) && !printedOnly(r.url),
    );
    expect(unknown).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
  });

  it.each([
    '/%61pi/places/autocomplete?q=Houston',
    '/%61pi/places/abc',
    '/%61pi/payments/config',
    '/%61%70%69/payments/config',
    '/api/%70ayments/config',
    '/api%2Fpayments/config',
  ])('refuses %s as it refuses the plain path', async (url) => {
    const response = await ask('GET', url);
    expect([401, 404]).toContain(response.statusCode);
    expect(response.statusCode).not.toBe(200);
  });

  it.each(['/API/payments/config', '/Api/places/autocomplete?q=x', '/%2561pi/payments/config'])(
    'answers %s with a JSON 404, never the web app page',
    async (url) => {
      const response = await ask('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    },
  );
});

describe.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_key, route) => {
  it('answers no spelling of its path without a session', async () => {
    const path = concrete(route.url);
    const answers: Record<string, number> = {};
    for (const spelling of spellings(path)) {
      answers[spelling.name] = (await ask(route.method, spelling.url)).statusCode;
    }
    const expected = Object.fromEntries(
      spellings(path).map((s) => [s.name, s.sameRoute ? 401 : answers[s.name]]),
    );
    // The router's own spellings get the plain path's decision; the rest name no route at all.
    expect(answers).toEqual(expected);
    for (const [name, status] of Object.entries(answers)) {
      expect(status, `${name} spelling`).toBeGreaterThanOrEqual(400);
      if (!spellings(path).find((s) => s.name === name)!.sameRoute) expect([401, 404]).toContain(status);
    }
  });
});
