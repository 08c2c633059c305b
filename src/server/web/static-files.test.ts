/**
 * How the built web app is served: the precompressed copy the browser accepts (brotli first),
 * content-hashed assets cached for a year, the page itself revalidated on every visit, and client
 * routes booting the single-page app (/login with its heading already in the page) while a missing
 * asset stays a 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

const script = `console.log(${JSON.stringify('MedLink '.repeat(400))});`;
const webRoot = mkdtempSync(join(tmpdir(), 'medlink-static-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
// The sign-in page with its heading already in #root (src/web/build/login-page.ts).
writeFileSync(join(webRoot, 'login.html'), '<!doctype html><div id="root"><h1>Sign in</h1></div>');
// A build that left its source maps behind (BUILD_SOURCEMAPS, or an older build): never served.
for (const [name, content] of [
  ['assets/app-3f9a1c.js', script],
  ['assets/app-3f9a1c.js.map', '{"version":3,"sourcesContent":["// a secret comment"]}'],
] as const) {
  writeFileSync(join(webRoot, name), content);
  writeFileSync(join(webRoot, `${name}.br`), brotliCompressSync(content));
  writeFileSync(join(webRoot, `${name}.gz`), gzipSync(content));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.request({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends the brotli or gzip copy the browser accepts, and the plain file otherwise', async () => {
    const br = await get('/assets/app-3f9a1c.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-3f9a1c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and makes the page revalidate', async () => {
    expect((await get('/assets/app-3f9a1c.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('boots the app on client routes and answers 404 for a missing asset', async () => {
    const route = await get('/orders/12/custody');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.body).toContain('<div id="root">');
    expect((await get('/assets/app-000000.js')).statusCode).toBe(404);
  });

  it('sends /login the page with its heading in the markup, and no other route', async () => {
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/text\/html/);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain('<h1>Sign in</h1>');
    for (const path of ['/dashboard', '/', '/login/elsewhere']) {
      expect((await get(path)).body, path).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('never serves a source map, in any encoding', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const map = await get('/assets/app-3f9a1c.js.map', encoding);
      expect(map.statusCode, encoding ?? 'identity').toBe(404);
      expect(map.body).not.toContain('secret comment');
    }
  });
});
