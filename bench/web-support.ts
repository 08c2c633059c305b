/**
 * What the page benchmarks share (lighthouse.ts, _page-trace.ts): a web build served by the real
 * server in production mode on in-memory PGlite with the demo data, and the demo client's session.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';

/** Serves `webRoot` on a free port of 127.0.0.1; `close` stops the server and its database. */
export async function serveWebBuild(webRoot: string): Promise<{ base: string; close: () => Promise<void> }> {
  const database = await openDatabase({ dataDir: 'memory' });
  await seedDemoData(database.db);
  const app = await buildApp({
    database,
    config: loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
    webRoot,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Signs the demo client in; answers its session cookie as `name=value`. */
export async function demoClientCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'client', password: 'client123' }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0];
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);
  return cookie;
}
