/**
 * The API under 50 concurrent connections: the reads every screen makes (a client's orders, the
 * driver's job board, an order's detail) and the writes that matter (booking an order, a status
 * change), on embedded PGlite and on PostgreSQL, each beside baselines measured in the same run:
 *   - a bare Fastify route on the same server (no session, no database): what HTTP alone costs;
 *   - a raw INSERT through the same database driver, 50 at a time: what one write alone costs.
 * The ratios travel between machines; the milliseconds do not.
 *
 *   node --import tsx bench/api-load.ts
 *
 * PostgreSQL: DATABASE_URL, or the local server at postgres://postgres@127.0.0.1:5432/test; a fresh
 * database is created and dropped. Skipped, and said so, when no server answers.
 * BENCH_SECONDS (default 5) per target. Listens on 127.0.0.1 only, on a free port.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { HOUSTON_BOOKING } from '../src/server/test/orders';
import { openScratchPostgres } from './database-support';
import { percentileOf, printTable } from './table-support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const watchdog = setTimeout(() => {
  console.error('api-load: still running after 10 minutes, giving up');
  process.exit(1);
}, 10 * 60_000);
watchdog.unref();

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const fromAutocannon = (name: string, r: Result): Figure => ({
  name,
  requestsPerSecond: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  failed: r.non2xx + r.errors + r.timeouts,
});

/** The write baseline: `count` single-row INSERTs through the app's own driver, 50 in flight. */
async function rawInsert(database: Database, seconds: number): Promise<Figure> {
  const db = database.db;
  await db.execute(sql`create table if not exists bench_raw (id serial primary key, payload text not null)`);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await db.execute(sql`insert into bench_raw (payload) values (${randomBytes(16).toString('hex')})`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: 'raw INSERT via the driver (write baseline)',
    requestsPerSecond: latencies.length / elapsed,
    p50: Math.round(percentileOf(latencies, 50)),
    p99: Math.round(percentileOf(latencies, 99)),
    failed: 0,
  };
}

async function signIn(base: string, username: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { sessionToken: string }).sessionToken}` };
}

async function measure(database: Database): Promise<Figure[]> {
  await seedDemoData(database.db);
  const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const client = await signIn(base, 'client', 'client123');
    const admin = await signIn(base, 'admin', 'admin123');
    const driver = await signIn(base, 'driver', 'driver123');
    const mine = (await (await fetch(`${base}/api/orders/client/2?limit=1`, { headers: client })).json()) as {
      id: number;
    }[];
    const read = (name: string, path: string, headers: Record<string, string>): [string, Options] => [
      name,
      { url: `${base}${path}`, headers },
    ];
    const reads: [string, Options][] = [
      read('GET /bench/bare (HTTP baseline)', '/bench/bare', {}),
      read('GET /api/orders/client/2?limit=50', '/api/orders/client/2?limit=50', client),
      read('GET /api/orders/available (driver)', '/api/orders/available', driver),
      read(`GET /api/orders/{id} (detail)`, `/api/orders/${mine[0]!.id}`, client),
    ];
    for (const [, options] of reads) {
      const response = await fetch(options.url, { headers: options.headers as Record<string, string> });
      if (!response.ok) throw new Error(`${options.url} answered ${response.status}`);
    }
    const figures: Figure[] = [];
    for (const [name, options] of reads) {
      figures.push(
        fromAutocannon(
          name,
          await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options }),
        ),
      );
    }
    figures.push(await rawInsert(database, DURATION_SECONDS));

    // Writes: book orders for the run's length, then approve each of them exactly once.
    const booked: number[] = [];
    const booking = await autocannon({
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      url: `${base}/api/orders`,
      requests: [
        {
          method: 'POST',
          headers: { ...client, 'content-type': 'application/json' },
          body: JSON.stringify(HOUSTON_BOOKING),
          onResponse: (status, body) => {
            if (status === 201) booked.push((JSON.parse(body) as { id: number }).id);
          },
        },
      ],
    });
    figures.push(fromAutocannon('POST /api/orders (book, priced)', booking));
    if (booked.length === 0) {
      throw new Error(
        `no booking succeeded: ${booking.requests.total} sent, ${booking.non2xx} refused, ${booking.errors} errors, ${booking.timeouts} timeouts`,
      );
    }
    let next = 0;
    const approving = await autocannon({
      // Each booked order is approved once; autocannon needs no more connections than requests.
      connections: Math.min(CONNECTIONS, booked.length),
      amount: booked.length,
      url: base,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            method: 'PATCH',
            path: `/api/orders/${booked[next++ % booked.length]}`,
            headers: { ...admin, 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'confirmed' }),
          }),
        },
      ],
    });
    figures.push(fromAutocannon(`PATCH /api/orders/{id} approve (${booked.length} orders)`, approving));
    return figures;
  } finally {
    await app.close();
  }
}

/** p99 budgets in ms at 50 connections (bench/README.md): PostgreSQL, PGlite. A run past one fails. */
const BUDGETS: [RegExp, number, number][] = [
  [/^GET \/api\//, 1500, 4000],
  [/^POST \/api\/orders/, 2000, 4000],
  [/^PATCH \/api\/orders/, 2000, 6000],
];

function report(kind: string, figures: Figure[]) {
  const http = figures[0]!;
  const insert = figures.find((f) => f.name.startsWith('raw INSERT'))!;
  let over = 0;
  console.log(`\n${kind}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target`);
  printTable(
    ['target', 'req/s', 'p50', 'p99', 'vs baseline', 'failed', 'p99 budget'],
    figures.map((f) => {
      const write = f === insert || f.name.startsWith('POST') || f.name.startsWith('PATCH');
      const baseline = write ? insert : http;
      const ratio =
        f === http || f === insert ? '1.00' : (f.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
      const rule = BUDGETS.find(([pattern]) => pattern.test(f.name));
      const budget = rule ? (kind.startsWith('PostgreSQL') ? rule[1] : rule[2]) : undefined;
      const within = budget === undefined || (f.p99 <= budget && f.failed === 0);
      if (!within) over++;
      return [
        f.name,
        f.requestsPerSecond.toFixed(0),
        `${f.p50} ms`,
        `${f.p99} ms`,
        `${ratio} x ${baseline === http ? 'HTTP' : 'INSERT'}`,
        String(f.failed),
        budget === undefined ? '' : `${budget} ms ${within ? 'ok' : 'OVER'}`,
      ];
    }),
  );
  if (over) {
    console.error(`${over} target(s) over budget on ${kind}`);
    process.exitCode = 1;
  }
}

const pglite = await openDatabase({ dataDir: 'memory' });
try {
  report('PGlite (in memory)', await measure(pglite));
} finally {
  await pglite.close();
}
const postgres = await openScratchPostgres('bench');
if (postgres) {
  try {
    report('PostgreSQL', await measure(postgres.database));
  } finally {
    await postgres.drop();
  }
}
