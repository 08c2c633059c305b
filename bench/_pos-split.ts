/**
 * Not a benchmark: the position post against the bare route on PostgreSQL, alternating rounds,
 * with the server's CPU per fix split into this process (Node) and the database's backends, so
 * a change to the group commit can be judged by where its cost went.
 *   DATABASE_URL=... node --import tsx bench/_pos-split.ts
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon, { type RequestSpec } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedDemoData } from '../src/server/db/seed/index';
import type { Database } from '../src/server/db/client';
import { openScratchPostgres } from './database-support';
import { bareJobFixRoute, demoBookers, driversOnJobs, positionPostRequests } from './position-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ticks = (path: string) => {
  try {
    const f = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
};
async function cpu(database: Database) {
  const node = ticks(`/proc/${process.pid}/task/${process.pid}/stat`);
  const r = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  let pg = 0;
  for (const { pid } of r.rows) pg += ticks(`/proc/${pid}/stat`);
  return { node, pg };
}
const scratch = (await openScratchPostgres('split'))!;
const database = scratch.database;
try {
  await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const raw = (database.db as unknown as { $client: { query: (q: object) => Promise<{ rows: unknown[] }> } })
    .$client;
  const hand = Fastify();
  bareJobFixRoute(hand, database, '/hand/orders/:id/location', async (authorization) => {
    if (!authorization?.startsWith('Bearer ')) return undefined;
    const hash = createHash('sha256').update(authorization.slice(7)).digest('hex');
    const { rows } = await raw.query({
      name: 'split_session',
      text: `select s.id, d.id as driver_id from sessions s join users u on u.id = s.user_id
             left join drivers d on d.user_id = u.id where s.token_hash = $1 and s.revoked_at is null limit 1`,
      values: [hash],
    });
    return rows[0] as Record<string, unknown> | undefined;
  });
  await hand.listen({ host: '127.0.0.1', port: 0 });
  const drivers = await driversOnJobs(app, database, 50, await demoBookers(app));
  const fixes = (prefix: string) => positionPostRequests(drivers, prefix);
  const port = (s: { server: { address(): unknown } }) => (s.server.address() as AddressInfo).port;
  const one = async (name: string, url: string, requests: RequestSpec[]) => {
    const before = await cpu(database);
    const r = await autocannon({ url, requests, connections: 10, duration: SECONDS, workers: 1 });
    const after = await cpu(database);
    const n = Math.max(1, r.requests.total);
    console.log(
      `${name.padEnd(8)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
        `node ${(((after.node - before.node) * 1000) / n).toFixed(2)} ms  pg ${(((after.pg - before.pg) * 1000) / n).toFixed(2)} ms  non2xx ${r.non2xx}`,
    );
    return r.requests.average;
  };
  const ratios: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const b = await one('bare', `http://127.0.0.1:${port(hand)}`, fixes('/hand'));
    const p = await one('project', `http://127.0.0.1:${port(app)}`, fixes('/api'));
    ratios.push(p / b);
  }
  console.log(
    'ratios',
    ratios.map((r) => r.toFixed(2)).join(' '),
    'load',
    readFileSync('/proc/loadavg', 'utf8').trim(),
  );
  await hand.close();
  await app.close();
} finally {
  await scratch.drop();
}
