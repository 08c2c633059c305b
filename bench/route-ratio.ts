/**
 * Each hot read beside a hand-written route doing the same work through the same database driver,
 * in the same run: the share of the hand-written route's throughput is the figure that
 * travels between machines.
 *   - GET /api/auth/me: hash the bearer token, one session/user join, answer the user.
 *   - GET /api/orders/client/2?limit=50: the same session lookup, then the client's 50 newest
 *     orders with their people (the very SQL the project's repository sends), serialized.
 * The hand-written routes live on a bare Fastify server of their own (no hooks, no schemas, no ORM)
 * and call the driver under Drizzle (`db.$client`) directly.
 *
 *   node --import tsx bench/route-ratio.ts          (npm run bench -- route-ratio)
 *
 * Goals: share >= 0.5 on PostgreSQL (and /me p99 <= 10 ms), >= 0.25 on PGlite. Exits non-zero when
 * one is missed. BENCH_SECONDS (default 5) per target, 10 connections; 127.0.0.1 only.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon, { type Result } from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { orders } from '../src/server/db/schema/index';
import { seedDemoData } from '../src/server/db/seed/index';
import { newestFirst, selectOrders } from '../src/server/modules/orders/repository';
import { openScratchPostgres } from './database-support';
import { printTable } from './table-support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const CLIENT_ID = 2;
const GOALS = { postgres: { share: 0.5, meP99: 10 }, pglite: { share: 0.25, meP99: Infinity } };

const watchdog = setTimeout(() => {
  console.error('route-ratio: still running after 10 minutes, giving up');
  process.exit(1);
}, 10 * 60_000);
watchdog.unref();

/** What every driver under Drizzle offers: node-postgres' Pool and PGlite both answer `{ rows }`. */
type RawClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

const SESSION_SQL = `
  select s.id as session_id, s.last_seen_at, u.id, u.username, u.first_name, u.last_name, u.email,
         u.role, u.phone, o.name as organization_name, d.id as driver_id,
         d.approval_status, d.rejection_reason
  from sessions s
  join users u on u.id = s.user_id
  left join organizations o on o.id = u.organization_id
  left join drivers d on d.user_id = u.id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3
  limit 1`;

/** The hand-written server: the same session rule (idle 120 min) and the same list query. */
async function handWritten(database: Database) {
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  const list = selectOrders(database.db)
    .where(eq(orders.clientId, CLIENT_ID))
    .orderBy(...newestFirst)
    .limit(51)
    .toSQL();
  const session = async (authorization: string | undefined) => {
    if (!authorization?.startsWith('Bearer ')) return undefined;
    const hash = createHash('sha256').update(authorization.slice(7)).digest('hex');
    const now = new Date();
    const { rows } = await raw.query(SESSION_SQL, [hash, now, new Date(now.getTime() - 120 * 60_000)]);
    return rows[0] as Record<string, unknown> | undefined;
  };
  const app = Fastify();
  app.get('/hand/me', async (request, reply) => {
    const user = await session(request.headers.authorization);
    if (!user) return reply.code(401).send({ message: 'Sign in' });
    return user;
  });
  app.get('/hand/orders', async (request, reply) => {
    const user = await session(request.headers.authorization);
    if (!user) return reply.code(401).send({ message: 'Sign in' });
    const { rows } = await raw.query(list.sql, list.params);
    return { orders: rows.slice(0, 50), nextCursor: null };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const baseOf = (server: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

async function run(url: string, headers: Record<string, string>): Promise<Result> {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS, workers: 1 });
}

/** Prints the pairs and answers how many goals were missed. */
async function measure(database: Database): Promise<number> {
  await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const hand = await handWritten(database);
  try {
    const login = await fetch(`${baseOf(app)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'client', password: 'client123' }),
    });
    const { sessionToken } = (await login.json()) as { sessionToken: string };
    const headers = { authorization: `Bearer ${sessionToken}` };
    const goal = GOALS[database.kind];
    const pairs: [string, string, string, number][] = [
      ['GET /api/auth/me', '/api/auth/me', '/hand/me', goal.meP99],
      [
        `GET /api/orders/client/${CLIENT_ID}?limit=50`,
        `/api/orders/client/${CLIENT_ID}?limit=50`,
        '/hand/orders',
        Infinity,
      ],
    ];
    let missed = 0;
    const rows: string[][] = [];
    for (const [name, projectPath, handPath, p99Goal] of pairs) {
      // Alternate, hand-written first, so a machine that slows down mid-run hurts both alike.
      const handResult = await run(`${baseOf(hand)}${handPath}`, headers);
      const projectResult = await run(`${baseOf(app)}${projectPath}`, headers);
      const failed = projectResult.non2xx + projectResult.errors + handResult.non2xx + handResult.errors;
      const share = projectResult.requests.average / handResult.requests.average;
      const ok = failed === 0 && share >= goal.share && projectResult.latency.p99 <= p99Goal;
      if (!ok) missed++;
      rows.push([
        name,
        `${projectResult.requests.average.toFixed(0)} req/s, p99 ${projectResult.latency.p99} ms`,
        `${handResult.requests.average.toFixed(0)} req/s, p99 ${handResult.latency.p99} ms`,
        share.toFixed(2),
        `>= ${goal.share}${Number.isFinite(p99Goal) ? `, p99 <= ${p99Goal} ms` : ''}`,
        failed ? `${failed} failed` : ok ? 'ok' : 'MISSED',
      ]);
    }
    console.log(`\n${database.kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    printTable(['request', 'project', 'hand-written, same driver', 'ratio', 'goal', ''], rows);
    return missed;
  } finally {
    await hand.close();
    await app.close();
  }
}

let missed = 0;
const pglite = await openDatabase({ dataDir: 'memory' });
try {
  missed += await measure(pglite);
} finally {
  await pglite.close();
}
const postgres = await openScratchPostgres('ratio');
if (postgres) {
  try {
    missed += await measure(postgres.database);
  } finally {
    await postgres.drop();
  }
}
console.log(missed ? `\nroute-ratio: ${missed} goal(s) missed` : '\nroute-ratio: every goal met');
process.exit(missed ? 1 : 0);
