/**
 * Live-update delivery latency: 1,000 sockets on one MedLink server, one real status change (a
 * test payment) and one chat message, measured from the moment the request is sent until each
 * socket that should hear of it has the frame; and that no other socket gets it. The baseline is
 * a bare `ws` server broadcasting one frame to 1,000 sockets: the ratio is the cost of the
 * session check, the transaction, NOTIFY and the per-user filter.
 *
 *   node --import tsx bench/live-updates.ts            (BENCH_ROUNDS=5 by default)
 *   DATABASE_URL=postgres://... node --import tsx bench/live-updates.ts   (adds 2 processes on PostgreSQL)
 *
 * Servers run as child processes on 127.0.0.1 (in-memory PGlite with the demo seed), so the
 * sockets' event loop is not theirs. Everything stops after 5 minutes at the latest.
 * Columns: received/expected frames over all rounds, frames that reached a socket that should not
 * have them ("leaked", must be 0), the first socket's latency (the request and NOTIFY alone), then
 * the spread over every receiving socket. On a shared or loaded machine, compare ratios, not ms.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { startServer } from '../src/server/server';
import { startTestSmtp } from '../src/server/modules/notifications/test-smtp';
import { adminQuery, withDatabaseName } from '../src/server/test/postgres-admin';
import { signUpOverHttp } from '../src/server/test/sign-up-over-http';
import type { Delivery, Fleet } from './live-support';
import { measure, openFleet, percentile, post, serveEcho, startChild, stopChild } from './live-support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SOCKETS = { client: 700, otherClient: 100, driver: 100, otherDriver: 50, admin: 50 } as const;
type Who = keyof typeof SOCKETS;
type Frame = Record<string, unknown>;

async function serveApp() {
  const server = await startServer({
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    SEED_DEMO: 'true',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    // Sign-up links go to the SMTP server the bench runs in its main process.
    SMTP_URL: process.env.BENCH_SMTP_URL ?? '',
  });
  console.log(`READY ${server.url}`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

interface Row {
  name: string;
  deliveries: Delivery[];
}

async function main() {
  mailbox = startTestSmtp();
  const children: ChildProcess[] = [];
  // A crash of this process must not leave servers behind.
  process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  const watchdog = setTimeout(() => {
    console.error('bench: 5 minutes passed, stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, 300_000);
  const rows: Row[] = [];
  const launch = async (childMode: string, env: Record<string, string> = {}) => {
    const { child, url } = startChild(childMode, { BENCH_SMTP_URL: (await mailbox).url, ...env });
    children.push(child);
    return url;
  };

  // Baseline: the same fleet size, one frame of the same shape broadcast to all.
  const echo = await launch('serve-echo');
  const echoFleet = await openFleet([{ label: 'all', url: `${echo.replace('http', 'ws')}/ws`, count: 1000 }]);
  const broadcast: Delivery[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const id = 900_000 + round;
    const frame = {
      type: 'order_status_update',
      order: { id, status: 'confirmed', clientId: 2, driverId: null },
    };
    const result = await measure(
      echoFleet,
      new Set(['all']),
      (f) => orderId(f) === id,
      async () => {
        await fetch(`${echo}/broadcast`, { method: 'POST', body: JSON.stringify(frame) });
      },
    );
    if (round > 0) broadcast.push(result); // round 0 warms up
  }
  rows.push({ name: 'baseline: bare ws broadcast', deliveries: broadcast });
  echoFleet.close();
  await stopChild(children.pop()!);

  rows.push(...(await runApp('PGlite, 1 process', [await launch('serve-app')])));
  await Promise.all(children.splice(0).map(stopChild));

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `medlink_bench_${randomBytes(3).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    try {
      const env = { BENCH_DATABASE_URL: withDatabaseName(serverUrl, name) };
      const a = await launch('serve-app', env); // migrates and seeds first
      const b = await launch('serve-app', env);
      rows.push(...(await runApp('PostgreSQL, 2 processes', [a, b])));
    } finally {
      await Promise.all(children.splice(0).map(stopChild));
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  clearTimeout(watchdog);
  print(rows);
}

/** The bench's mail: the servers send sign-up links here (started only by the main process). */
let mailbox: ReturnType<typeof startTestSmtp>;

const orderId = (f: Frame) => (f.order as { id?: number } | undefined)?.id;

/** Signs in, opens the fleet (spread over the given processes), and runs both scenarios. */
async function runApp(label: string, urls: string[]): Promise<Row[]> {
  const a = urls[0]!;
  const signIn = async (username: string, password: string) =>
    (await post(a, '/api/auth/login', { username, password })) as {
      sessionToken: string;
      user: { driverId?: number };
    };
  const register = async (role: 'client' | 'driver') => {
    const username = `bench${role}${randomBytes(3).toString('hex')}`;
    const body = {
      username,
      email: `${username}@example.com`,
      password: 'Bench-pass-1',
      firstName: 'B',
      lastName: 'B',
      role,
    };
    const verified = await signUpOverHttp(a, await mailbox, body);
    if (verified.status !== 201) throw new Error(`sign-up answered ${verified.status}`);
    return (await verified.json()) as { sessionToken: string };
  };
  const client = await signIn('client', 'client123');
  const driver = await signIn('driver', 'driver123');
  const tokens: Record<Who, string> = {
    client: client.sessionToken,
    driver: driver.sessionToken,
    admin: (await signIn('admin', 'admin123')).sessionToken,
    otherClient: (await register('client')).sessionToken,
    otherDriver: (await register('driver')).sessionToken,
  };
  const fleet: Fleet = await openFleet(
    (Object.keys(SOCKETS) as Who[]).flatMap((who) =>
      urls.map((url, i) => ({
        label: who,
        url: `${url.replace('http', 'ws')}/ws`,
        token: tokens[who],
        count: Math.floor(SOCKETS[who] / urls.length) + (i < SOCKETS[who] % urls.length ? 1 : 0),
      })),
    ),
  );

  // 1. A test payment confirms a new order: its client, admins and (an open job) every driver.
  const paid: Delivery[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const order = await post(a, '/api/orders', BOOKING, tokens.client);
    const id = order.id as number;
    const receivers = new Set<string>(['client', 'admin', 'driver', 'otherDriver']);
    const isIt = (f: Frame) =>
      f.type === 'order_status_update' &&
      orderId(f) === id &&
      (f.order as { status: string }).status === 'confirmed';
    const result = await measure(fleet, receivers, isIt, async () => {
      await post(a, '/api/test-payment', { orderId: id }, tokens.client);
    });
    if (round > 0) paid.push(result);
  }

  // 2. A chat message on a job of the demo driver: its client, that driver and admins only.
  const list = (await (
    await fetch(`${a}/api/orders/client/2?limit=100`, {
      headers: { authorization: `Bearer ${tokens.client}` },
    })
  ).json()) as Array<{ id: number; status: string; driverId: number | null }>;
  const job = list.find(
    (o) => o.driverId === driver.user.driverId && ['assigned', 'in_transit'].includes(o.status),
  );
  if (!job) throw new Error('the demo seed has no assigned job of the demo driver for the demo client');
  const chat: Delivery[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const isIt = (f: Frame) =>
      f.type === 'new_message' && (f.message as { orderId: number }).orderId === job.id;
    const result = await measure(fleet, new Set(['client', 'driver', 'admin']), isIt, async () => {
      await post(a, `/api/orders/${job.id}/messages`, { content: `bench ${round}` }, tokens.client);
    });
    if (round > 0) chat.push(result);
  }
  fleet.close();
  return [
    { name: `${label}: test payment -> order_status_update`, deliveries: paid },
    { name: `${label}: chat message -> new_message`, deliveries: chat },
  ];
}

const BOOKING = {
  pickupAddress: '1200 Main St, Houston, TX 77002',
  pickupLatitude: 29.7604,
  pickupLongitude: -95.3698,
  deliveryAddress: '23501 Cinco Ranch Blvd, Katy, TX 77494',
  deliveryLatitude: 29.7858,
  deliveryLongitude: -95.8245,
  itemDescription: 'Bench samples',
};

function print(rows: Row[]) {
  const stats = rows.map((row) => {
    const all = row.deliveries.flatMap((d) => d.latencies).sort((x, y) => x - y);
    const expected = row.deliveries.reduce((n, d) => n + d.expected, 0);
    const leaked = row.deliveries.reduce((n, d) => n + d.leaked, 0);
    return {
      name: row.name,
      first: all[0] ?? NaN,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      max: all.at(-1) ?? NaN,
      got: all.length,
      expected,
      leaked,
    };
  });
  const base = stats[0]!;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const table = stats.map((s) => [
    s.name,
    `${s.got}/${s.expected}`,
    String(s.leaked),
    ms(s.first),
    ms(s.p50),
    ms(s.p99),
    ms(s.max),
    `${(s.p50 / base.p50).toFixed(1)}x`,
    `${(s.p99 / base.p99).toFixed(1)}x`,
  ]);
  const header = ['target', 'received', 'leaked', 'first', 'p50', 'p99', 'max', 'p50 vs base', 'p99 vs base'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n1,000 sockets, ${ROUNDS} rounds each, latency from sending the request to each frame\n`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));
}

// Last, so every constant above is initialised before it runs.
const mode = process.argv[2];
if (mode === 'serve-echo') await serveEcho();
else if (mode === 'serve-app') await serveApp();
else await main();
