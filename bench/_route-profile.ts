/**
 * Not a benchmark: serves the app on a scratch database (PostgreSQL when DATABASE_URL answers,
 * else PGlite) and loads one hot read from an autocannon child process, so that
 *   PROFILE_DIR=/tmp node --import tsx bench/_route-profile.ts [me|list|stats|pos]
 * writes a CPU profile of the server alone, under load. Read the profile with bench/_profile-summary.ts.
 * `stats` reads the dispatch console's figures as the admin, on top of admin-scale's seed
 * (BENCH_ORDERS, default 100,000 orders, and 500 drivers). `pos` posts positions for 50 drivers
 * on jobs (as route-ratio's pos row), from autocannon in a worker thread.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { openScratchPostgres } from './database-support';
import { driversOnJobs, positionPostRequests } from './position-support';
import { seedScale } from './seed-scale';

const kind = process.argv[2] ?? 'me';
const target =
  kind === 'list' ? '/api/orders/client/2?limit=50' : kind === 'stats' ? '/api/admin/stats' : '/api/auth/me';
const seconds = process.env.BENCH_SECONDS ?? '10';
const scratch = process.env.DATABASE_URL ? await openScratchPostgres('profile') : undefined;
const database = scratch?.database ?? (await openDatabase({ dataDir: 'memory' }));
await seedDemoData(database.db);
if (kind === 'stats')
  await seedScale(database.db, { orders: Number(process.env.BENCH_ORDERS ?? 100_000), drivers: 500 });
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(
    kind === 'stats'
      ? { username: 'admin', password: 'admin123' }
      : { username: 'client', password: 'client123' },
  ),
});
const { sessionToken } = (await login.json()) as { sessionToken: string };
// The profile covers the load only (not start-up or seeding); the load generator is a child
// process, so its own work stays out of the server's profile.
const session = new Session();
session.connect();
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 200 });
await post('Profiler.start');
if (kind === 'pos') {
  const adminLogin = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: 'admin123' },
  });
  const admin = (adminLogin.json() as { sessionToken: string }).sessionToken;
  await post('Profiler.stop');
  const drivers = await driversOnJobs(app, database, 50, { client: sessionToken, admin });
  await post('Profiler.start');
  await autocannon({
    url: base,
    connections: 10,
    duration: Number(seconds),
    workers: 1,
    requests: positionPostRequests(drivers),
  });
} else
  await new Promise<void>((resolve) => {
    const child = spawn(
      'node_modules/.bin/autocannon',
      ['-c', '10', '-d', seconds, '-H', `authorization=Bearer ${sessionToken}`, `${base}${target}`],
      { stdio: 'inherit' },
    );
    child.on('exit', () => resolve());
  });
const { profile } = (await post('Profiler.stop')) as { profile: unknown };
const out = `${process.env.PROFILE_DIR ?? '/tmp'}/route-${kind}-${Date.now()}.cpuprofile`;
writeFileSync(out, JSON.stringify(profile));
console.log(`profile: ${out}`);
await app.close();
if (scratch) await scratch.drop();
else await database.close();
