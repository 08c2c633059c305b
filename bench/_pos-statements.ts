/**
 * Not a benchmark: counts the statements PostgreSQL receives per position post under 10
 * concurrent posters (the round trips a batch costs), against a scratch database.
 *   node --import tsx bench/_pos-statements.ts    (POSITION_BATCHES_IN_FLIGHT=n, POSTS per driver,
 *   DRIVERS posting at once, PACE_MS between a driver's posts: 1000 is the fleet's one fix a second;
 *   HTTP_SECONDS > 0: autocannon over HTTP instead, 10 connections for that long, as the pos row)
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedDemoData } from '../src/server/db/seed/index';
import { cpuSecondsBetween } from './cpu-support';
import { openScratchPostgres, serverCpuSample } from './database-support';
import { demoBookers, driversOnJobs, positionPostRequests } from './position-support';

const counts = new Map<string, number>();
let counting = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  if (counting) {
    const q = args[0] as string | { name?: string; text?: string };
    const key = (typeof q === 'string' ? q : (q.name ?? q.text ?? '?')).replace(/\s+/g, ' ').slice(0, 90);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const scratch = (await openScratchPostgres('posstmt'))!;
const database = scratch.database;
try {
  await seedDemoData(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    POSITION_BATCHES_IN_FLIGHT: process.env.POSITION_BATCHES_IN_FLIGHT ?? '4',
  });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  const drivers = await driversOnJobs(
    app,
    database,
    Number(process.env.DRIVERS ?? 10),
    await demoBookers(app),
  );
  const post = (i: number, n: number) => {
    const { token, orderId } = drivers[i]!;
    return app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/location`,
      headers: { authorization: `Bearer ${token}` },
      payload: { latitude: 29.7 + n * 0.0001, longitude: -95.39 },
    });
  };
  // warm up (session touches, prepares)
  await Promise.all(drivers.map((_, i) => post(i, 0)));
  counting = true;
  const cpuBefore = await serverCpuSample(database);
  const processBefore = process.cpuUsage();
  const started = performance.now();
  const POSTS = Number(process.env.POSTS ?? 50);
  const PACE_MS = Number(process.env.PACE_MS ?? 0);
  const statuses = new Map<number, number>();
  const HTTP_SECONDS = Number(process.env.HTTP_SECONDS ?? 0);
  let answered = 0;
  if (HTTP_SECONDS > 0) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const result = await autocannon({
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      connections: 10,
      duration: HTTP_SECONDS,
      workers: 1,
      requests: positionPostRequests(drivers),
    });
    answered = result.requests.total;
    statuses.set(200, result['2xx']);
  } else
    await Promise.all(
      drivers.map(async (_, i) => {
        // Paced drivers start spread over one pace, as a fleet's do.
        if (PACE_MS > 0) await new Promise((resolve) => setTimeout(resolve, (i * PACE_MS) / drivers.length));
        for (let n = 1; n <= POSTS; n++) {
          const r = await post(i, n);
          if (PACE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PACE_MS));
          statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
        }
      }),
    );
  counting = false;
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await serverCpuSample(database);
  const processCpu = process.cpuUsage(processBefore);
  const total = answered || drivers.length * POSTS;
  const cpuMs = (cpuSecondsBetween(cpuBefore, cpuAfter) * 1000) / total;
  const nodeMs = (((cpuAfter.get('main') ?? 0) - (cpuBefore.get('main') ?? 0)) * 1000) / total;
  console.log(
    `POSITION_BATCHES_IN_FLIGHT=${config.POSITION_BATCHES_IN_FLIGHT}: ${(total / seconds).toFixed(0)} posts/s, ` +
      `CPU ${cpuMs.toFixed(2)} ms per post (Node ${nodeMs.toFixed(2)})`,
  );
  console.log('statuses', Object.fromEntries(statuses));
  // With HTTP_SECONDS, the process's other threads are autocannon's worker (the load generator).
  console.log(
    `this process, all threads: ${((processCpu.user + processCpu.system) / 1000 / total).toFixed(2)} ms per post`,
  );
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`${(count / total).toFixed(3)} per post  ${count}  ${key}`);
  await app.close();
} finally {
  await scratch.drop();
}
