/**
 * Does live location sharing slow the server? 50 drivers on jobs each post their position once a
 * second (POST /api/orders/{id}/location) while a client keeps reading its order (GET
 * /api/orders/{id}); a bare route with no session and no database is the baseline. The same
 * reads run first on an idle server, so the table shows what the location traffic costs them.
 *
 *   node --import tsx bench/driver-location.ts      (BENCH_SECONDS=20, BENCH_DRIVERS=50)
 *
 * In-memory PGlite with the demo seed (or DATABASE_URL's server), listening on 127.0.0.1. The load runs in a worker thread
 * (the drivers' and readers' HTTP clients, and the client's and admin's sockets, which receive
 * every position as they would in production), so the server's event loop is the server's alone.
 * The ratios are the numbers to watch: they depend far less on the machine than milliseconds do.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 50);
/** Reads per second of the order and of the bare route, during both phases. */
const READ_RATE = 20;

interface Job {
  base: string;
  client: string;
  admin: string;
  runs: { token: string; orderId: number }[];
}
type Results = Record<'idleBare' | 'idleOrder' | 'loadedBare' | 'loadedOrder' | 'location', Series> & {
  frames: number;
};
interface Series {
  latencies: number[];
  failed: number;
}

if (isMainThread) await serve();
else parentPort!.postMessage(await generateLoad(workerData as Job));

async function serve() {
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { seedDemoData } = await import('../src/server/db/seed/index');
  // DATABASE_URL=postgres://... runs the same on a scratch database there, dropped at the end:
  // PostgreSQL works in its own processes, which shows what is PGlite's cost and what is ours.
  const { adminQuery, withDatabaseName } = await import('../src/server/test/postgres-admin');
  const url = process.env.DATABASE_URL;
  const scratch = `medlink_bench_${process.pid}`;
  if (url) await adminQuery(url, `CREATE DATABASE ${scratch}`);
  const database = await openDatabase({
    dataDir: 'memory',
    databaseUrl: url ? withDatabaseName(url, scratch) : undefined,
  });
  await seedDemoData(database.db);
  // New drivers sign up by the emailed link: the mail goes to an SMTP server in this process.
  const { startTestSmtp } = await import('../src/server/modules/notifications/test-smtp');
  const { signUpOverHttp } = await import('../src/server/test/sign-up-over-http');
  const smtp = await startTestSmtp();
  const config = loadConfig({
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    SMTP_URL: smtp.url,
  });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  }
  const login = async (username: string, password: string) =>
    (await call('POST', '/api/auth/login', undefined, { username, password })).sessionToken as string;
  const client = await login('client', 'client123');
  const admin = await login('admin', 'admin123');

  // Setup: DRIVERS new drivers on shift, each holding one booked, approved and accepted job.
  console.log(`setting up ${DRIVERS} drivers on jobs...`);
  const booking = {
    pickupAddress: '6565 Fannin St, Houston, TX 77030',
    pickupLatitude: 29.7073,
    pickupLongitude: -95.3978,
    deliveryAddress: '1200 Main St, Houston, TX 77002',
    deliveryLatitude: 29.7604,
    deliveryLongitude: -95.3698,
    itemDescription: 'Bench parcel',
  };
  const runs = await Promise.all(
    Array.from({ length: DRIVERS }, async (_, i) => {
      const username = `bench.driver${i}`;
      const verified = await signUpOverHttp(base, smtp, {
        username,
        email: `${username}@example.com`,
        password: 'Bench-pass1',
        firstName: 'Bench',
        lastName: `Driver ${i}`,
        role: 'driver',
      });
      const registered = (await verified.json()) as Record<string, unknown>;
      const token = registered.sessionToken as string;
      // New drivers wait for dispatch.
      await call('POST', `/api/drivers/${(registered.user as { driverId: number }).driverId}/approve`, admin);
      await call('PATCH', '/api/driver/status', token, { status: 'available' });
      const order = await call('POST', '/api/orders', client, booking);
      await call('PATCH', `/api/orders/${order.id}`, admin, { status: 'confirmed' });
      await call('POST', `/api/orders/${order.id}/accept`, token, {});
      return { token, orderId: order.id as number };
    }),
  );

  const job: Job = { base, client, admin, runs };
  // How long the server's event loop was blocked: queueing there is what slows every request.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  // Workers do not inherit --import on Node 20: the worker registers tsx, then loads this file.
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: job });
  const results = await new Promise<Results>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  loopDelay.disable();
  report(results, database.kind);
  console.log(
    `server event-loop delay over both phases: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
  await worker.terminate();
  await app.close();
  await smtp.close();
  await database.close();
  if (url) await adminQuery(url, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
}

async function generateLoad({ base, client, admin, runs }: Job): Promise<Results> {
  const { connectLive } = await import('../src/server/realtime/test-client');
  const wsUrl = `${base.replace('http', 'ws')}/ws`;
  const sockets = await Promise.all(
    [client, admin].map((token) => connectLive(wsUrl, { authorization: `Bearer ${token}` })),
  );
  const series = (): Series => ({ latencies: [], failed: 0 });

  /** Fires `fn` every `everyMs` for `seconds` without waiting for answers (a fixed arrival rate). */
  async function atFixedRate(everyMs: number, seconds: number, offsetMs: number, fn: () => Promise<void>) {
    await new Promise((r) => setTimeout(r, offsetMs));
    const inFlight: Promise<void>[] = [];
    const start = Date.now();
    for (let n = 0; start + n * everyMs < start + seconds * 1000 - offsetMs; n++) {
      // Scheduled against the start, not the last tick, so a slow answer does not lower the rate.
      await new Promise((r) => setTimeout(r, Math.max(0, start + n * everyMs - Date.now())));
      inFlight.push(fn());
    }
    await Promise.all(inFlight);
  }

  async function timed(into: Series, request: () => Promise<Response>) {
    const started = performance.now();
    try {
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) into.failed++;
    } catch {
      into.failed++;
    }
    into.latencies.push(performance.now() - started);
  }

  const watched = runs[0]!.orderId;
  async function readers(seconds: number) {
    const order = series();
    const bare = series();
    const auth = { authorization: `Bearer ${client}` };
    await Promise.all([
      atFixedRate(1000 / READ_RATE, seconds, 0, () =>
        timed(order, () => fetch(`${base}/api/orders/${watched}`, { headers: auth })),
      ),
      atFixedRate(1000 / READ_RATE, seconds, 25, () => timed(bare, () => fetch(`${base}/bench/bare`))),
    ]);
    return { order, bare };
  }

  const post = (run: { token: string; orderId: number }, i: number, tick: number) =>
    fetch(`${base}/api/orders/${run.orderId}/location`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${run.token}` },
      body: JSON.stringify({
        latitude: 29.7073 + tick * 0.0004,
        longitude: -95.3978 + i * 0.0001,
        timestamp: new Date().toISOString(),
      }),
    });

  // Warm-up, not measured: compiled code paths, prepared plans, sockets settled.
  await readers(3);
  await Promise.all(runs.map(async (run, i) => (await post(run, i, 0)).arrayBuffer()));

  console.log(`idle phase: ${SECONDS} s of reads at ${READ_RATE}/s each...`);
  const idle = await readers(SECONDS);

  console.log(`load phase: ${runs.length} drivers x 1 position/s for ${SECONDS} s, with the same reads...`);
  const location = series();
  const framesBefore = sockets[1]!.frames.length;
  const [loaded] = await Promise.all([
    readers(SECONDS),
    // Each driver posts once a second, the drivers spread evenly over the second.
    ...runs.map((run, i) => {
      let tick = 0;
      return atFixedRate(1000, SECONDS, Math.floor((1000 * i) / runs.length), () =>
        timed(location, () => post(run, i, ++tick)),
      );
    }),
  ]);
  await new Promise((r) => setTimeout(r, 500)); // let the last frames arrive
  const frames = sockets[1]!.frames.length - framesBefore;
  for (const socket of sockets) socket.close();
  return {
    idleBare: idle.bare,
    idleOrder: idle.order,
    loadedBare: loaded!.bare,
    loadedOrder: loaded!.order,
    location,
    frames,
  };
}

function report(r: Results, kind: string) {
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  };
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rows: [string, Series][] = [
    ['GET /bench/bare, idle (baseline)', r.idleBare],
    ['GET /api/orders/{id}, idle', r.idleOrder],
    ['GET /bench/bare, under location load', r.loadedBare],
    ['GET /api/orders/{id}, under location load', r.loadedOrder],
    ['POST /api/orders/{id}/location', r.location],
  ];
  const header = ['target', 'requests', 'p50', 'p99', 'max', 'failed'];
  const cells = rows.map(([name, s]) => [
    name,
    String(s.latencies.length),
    ms(pct(s.latencies, 50)),
    ms(pct(s.latencies, 99)),
    ms(Math.max(...s.latencies)),
    String(s.failed),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(`\n${kind}, ${DRIVERS} drivers, ${SECONDS} s per phase, reads at ${READ_RATE}/s\n`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of cells) console.log(line(row));
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const at = (s: Series, p: number) => pct(s.latencies, p);
  console.log(`
location p50 / bare p50, same load:   ${ratio(at(r.location, 50), at(r.loadedBare, 50))}
location p99 / bare p99, same load:   ${ratio(at(r.location, 99), at(r.loadedBare, 99))}
order read p50, loaded / idle:        ${ratio(at(r.loadedOrder, 50), at(r.idleOrder, 50))}
order read p99, loaded / idle:        ${ratio(at(r.loadedOrder, 99), at(r.idleOrder, 99))}
positions per second answered:        ${(r.location.latencies.length / SECONDS).toFixed(1)}
frames at the admin's socket:         ${r.frames} (one per position)`);
}
