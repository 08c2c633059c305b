/**
 * The fleet simulation: drivers on jobs post their position once a second and walk
 * their jobs (pickup, drive, delivery, then a new booking, approval and acceptance), clients watch
 * their order's tracking page over websockets (4 sockets per client) and refetch the order on each
 * status frame, dispatchers hold the live console (a socket that hears everything, and the
 * dispatch map read every 10 s). The load grows in steps; each step runs FLEET_STEP_SECONDS.
 *
 *   npm run bench -- fleet          FLEET_STEPS=25,50,100,200,500  FLEET_STEP_SECONDS=15
 *                                   FLEET_TARGETS=pglite,notify,nats (any of them)
 *                                   FLEET_PROFILE_DIR=/tmp/prof (a CPU profile of each step)
 *                                   FLEET_PROFILE_KIND=heap (what each step allocates, instead)
 *                                   FLEET_PROFILE_KIND=snapshot (a heap snapshot at each step's end)
 *
 * Per target, the largest step held with API p99 <= 100 ms and delivery p99 <= 250 ms (position
 * post sent -> the client socket's frame), the server's CPU per driver update (all its CPU over the
 * step / position posts answered) and its peak RSS. Targets: in-memory PGlite (1 process);
 * PostgreSQL with NOTIFY and with NATS, each as 2 processes on one port (SO_REUSEPORT: the kernel
 * spreads connections). A target stops at its first missed step. Servers are child processes, run
 * compiled by esbuild like the production build (dist/fleet-bench/, not committed); this
 * process is the load, on the same 2 cores: its own event-loop delay is printed, since a busy
 * generator inflates every latency. Exits non-zero when a goal is missed.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Session } from 'node:inspector';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startServer } from '../src/server/server';
import { HOUSTON_BOOKING, handOverProof } from '../src/server/test/orders';
import { adminQuery, withDatabaseName } from '../src/server/test/postgres-admin';
import { compileBench, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './compiled-support';
import { POSTGRES_URL } from './database-support';
import { atFixedRate, cpuSeconds, fleetToken, percentile, rssMb, seedFleet } from './fleet-support';
import { spawnUntilReady, stopChild } from './live-support';

const STEPS = (process.env.FLEET_STEPS ?? '25,50,100,200,500').split(',').map(Number);
const STEP_SECONDS = Number(process.env.FLEET_STEP_SECONDS ?? 15);
/** How often each driver moves its job one status on (spread over the drivers). */
const JOB_STEP_SECONDS = Number(process.env.FLEET_JOB_STEP_SECONDS ?? 30);
const SOCKETS_PER_CLIENT = 4;
const DRIVERS_PER_DISPATCHER = 10;
const GOAL = { apiP99: 100, deliveryP99: 250 };
const NATS_URL = process.env.FLEET_NATS_URL ?? 'nats://127.0.0.1:4222';
/** Raised for a simulation from one address (the defaults guard against one abusive client). */
const SIMULATION_LIMITS = { WS_MAX_SOCKETS_PER_IP: '100000', WS_MAX_SOCKETS_PER_SESSION: '10' };

interface Target {
  id: string;
  name: string;
  postgres: boolean;
  processes: number;
  bus: string;
  goalDrivers: number;
  goalRssMb: number;
}
const TARGETS: Target[] = [
  {
    id: 'pglite',
    name: 'PGlite',
    postgres: false,
    processes: 1,
    bus: 'notify',
    goalDrivers: 100,
    goalRssMb: 300,
  },
  {
    id: 'notify',
    name: 'PostgreSQL, NOTIFY, 2 proc',
    postgres: true,
    processes: 2,
    bus: 'notify',
    goalDrivers: 500,
    goalRssMb: 200,
  },
  {
    id: 'nats',
    name: 'PostgreSQL, NATS, 2 proc',
    postgres: true,
    processes: 2,
    bus: NATS_URL,
    goalDrivers: 500,
    goalRssMb: 200,
  },
];

/** A booking with hand-over contacts, and the proof those contacts satisfy (as the API tests use). */
const BOOKING = { ...HOUSTON_BOOKING, itemDescription: 'Fleet parcel' };

/** A server process: `fleet.ts serve`, env from the parent. */
async function serve() {
  const env = process.env;
  const server = await startServer(
    {
      HOST: '127.0.0.1',
      PORT: env.FLEET_PORT ?? '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory',
      SEED_DEMO: env.FLEET_SEED === '1' ? 'true' : 'false',
      DATABASE_URL: env.FLEET_DATABASE_URL ?? '',
      EVENT_BUS: env.FLEET_EVENT_BUS ?? 'notify',
      RECURRING_POLL_MS: '0',
      ...SIMULATION_LIMITS,
    },
    { reusePort: true },
  );
  if (env.FLEET_SEED === '1') {
    const max = Math.max(...STEPS);
    const size = { drivers: max, clients: max, dispatchers: Math.ceil(max / DRIVERS_PER_DISPATCHER) };
    await seedFleet(server.database.db, size, env.FLEET_SECRET!);
  }
  if (env.FLEET_PROFILE_DIR) profileOnSignal(env.FLEET_PROFILE_DIR);
  console.log(`READY ${server.url}`);
  process.once('SIGTERM', () => {
    // What holds the memory at the end of the run: V8's heap, or memory outside it (PGlite's
    // WebAssembly memory, buffers), or neither (code, the allocator's free pages).
    const m = process.memoryUsage();
    const mb = (v: number) => `${(v / 1_048_576).toFixed(0)} MB`;
    // What is live, with --expose-gc (the fleet's flags): the heap used after a full collection.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const live = gc ? `, live after a full collection ${mb(process.memoryUsage().heapUsed)}` : '';
    console.error(
      `server ${process.pid} memory at the end: rss ${mb(m.rss)}, V8 heap ${mb(m.heapTotal)} (used ${mb(m.heapUsed)}${live}), ` +
        `outside the heap ${mb(m.external)} (array buffers ${mb(m.arrayBuffers)})`,
    );
    void server.close().then(() => process.exit(0));
  });
}

/**
 * FLEET_PROFILE_DIR=/tmp/prof: each server profiles its CPU (node:inspector) from one SIGUSR2 to
 * the next, which the load sends at a step's start and end, so the profile holds the step alone
 * (not start-up, seeding or the fleet's set-up). Read it with bench/_profile-summary.ts.
 */
function profileOnSignal(dir: string) {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  let running = false;
  if (process.env.FLEET_PROFILE_KIND === 'snapshot') {
    // What is live at the end of each step, sockets still open: a heap snapshot (read it with
    // bench/_heap-summary.mjs). Writing it pauses the server for a few seconds.
    process.on('SIGUSR2', () => {
      running = !running;
      if (running) return;
      void import('node:v8').then((v8) => {
        const out = v8.writeHeapSnapshot(`${dir}/fleet-${process.pid}-${Date.now()}.heapsnapshot`);
        console.error(`server ${process.pid} heap snapshot: ${out}`);
      });
    });
    return;
  }
  if (process.env.FLEET_PROFILE_KIND === 'heap') {
    // What the step allocates, by function: V8's sampling heap profiler, keeping the samples
    // that full and young collections freed too (without them it shows only what is still live).
    process.on('SIGUSR2', () => {
      running = !running;
      if (running) {
        void post('HeapProfiler.enable').then(() =>
          post('HeapProfiler.startSampling', {
            samplingInterval: 16_384,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: true,
          }),
        );
        return;
      }
      void post('HeapProfiler.stopSampling').then((result) => {
        const out = `${dir}/fleet-${process.pid}-${Date.now()}.heapprofile`;
        writeFileSync(out, JSON.stringify((result as { profile: unknown }).profile));
        console.error(`server ${process.pid} heap profile: ${out}`);
      });
    });
    return;
  }
  process.on('SIGUSR2', () => {
    running = !running;
    if (running) {
      void post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval: 500 }))
        .then(() => post('Profiler.start'));
      return;
    }
    void post('Profiler.stop').then((result) => {
      const out = `${dir}/fleet-${process.pid}-${Date.now()}.cpuprofile`;
      writeFileSync(out, JSON.stringify((result as { profile: unknown }).profile));
      console.error(`server ${process.pid} profile: ${out}`);
    });
  });
}

/** The compiled server (bench/compiled-support.ts says why compiled), built once per run. */
let serverBundle = '';

const startChild = (env: Record<string, string>) =>
  spawnUntilReady([...SERVER_NODE_FLAGS, serverBundle, 'serve'], 'server', { ...SERVER_MALLOC_ENV, ...env });

/**
 * The load's requests go through node:http with kept-alive connections rather than `fetch`: the
 * generator shares the two cores with the servers it measures, and `fetch` cost it about 0.4 of a
 * core at 500 drivers (the "load CPU" column), CPU the servers then did not have.
 */
const keepAlive = new HttpAgent({ keepAlive: true });
function send(url: string, method: string, token: string, body?: unknown) {
  const payload = body !== undefined ? JSON.stringify(body) : undefined;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: keepAlive }, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

interface StepResult {
  drivers: number;
  clientSockets: number;
  dispatchers: number;
  api: number[];
  positions: number[];
  deliveries: number[];
  expected: number;
  adminFrames: number;
  failed: number;
  requests: number;
  cpuMsPerUpdate: number;
  rssPeakMb: number[];
  loopP99: number;
  /** The load generator's own CPU over the step, in cores (it shares the machine's two). */
  loadCores: number;
  firstError?: string;
}

const held = (r: StepResult) =>
  percentile(r.api, 99) <= GOAL.apiP99 &&
  percentile(r.deliveries, 99) <= GOAL.deliveryP99 &&
  r.deliveries.length >= 0.99 * r.expected &&
  r.failed <= 0.01 * r.requests;

interface Driver {
  n: number;
  token: string;
  client: string;
  orderId: number;
  status: string;
  busy: boolean;
}

const NEXT: Record<string, string> = {
  pickup_scheduled: 'pickup_complete',
  pickup_complete: 'in_transit',
  in_transit: 'delivered',
};

/** The simulated fleet against one base URL; grows between steps and keeps its sockets. */
class Fleet {
  private readonly drivers: Driver[] = [];
  private readonly sockets: WebSocket[] = [];
  private clientSockets = 0;
  private dispatchers = 0;
  private readonly admin: string;
  private readonly sent = new Map<string, number>();
  private step: StepResult | undefined;
  private expectedSockets = new Map<number, number>();

  constructor(
    private readonly base: string,
    private readonly secret: string,
  ) {
    this.admin = fleetToken(secret, 'fleet.admin1');
  }

  private async api(method: string, path: string, token: string, body?: unknown, into?: number[]) {
    const started = performance.now();
    let status = 0;
    let json: Record<string, unknown> = {};
    try {
      const answer = await send(`${this.base}${path}`, method, token, body);
      status = answer.status;
      json = answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
    } catch (error) {
      json = { message: (error as Error).message };
    }
    const step = this.step;
    if (step) {
      const ms = performance.now() - started;
      step.requests++;
      step.api.push(ms);
      into?.push(ms);
      if (status < 200 || status >= 300) {
        step.failed++;
        step.firstError ??= `${method} ${path.replace(/\d+/g, '{id}')}: ${status} ${String(json.message)}`;
      }
    }
    return { ok: status >= 200 && status < 300, status, json };
  }

  /** A booking by the driver's client, approved by dispatch, accepted and started by the driver. */
  private async newJob(driver: Driver) {
    driver.busy = true;
    // A 503 (the shared machine's PostgreSQL out of connections, a statement timeout) is retried:
    // set-up must finish; during a step it still counts as a failed request.
    const must = async (what: string, call: () => ReturnType<Fleet['api']>) => {
      for (let attempt = 1; ; attempt++) {
        const r = await call();
        if (r.ok) return r.json;
        if (r.status !== 503 || attempt === 5)
          throw new Error(`${what}: ${r.status} ${String(r.json.message)}`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    };
    const order = await must('book', () => this.api('POST', '/api/orders', driver.client, BOOKING));
    const id = order.id as number;
    await must('approve', () => this.api('PATCH', `/api/orders/${id}`, this.admin, { status: 'confirmed' }));
    await must('accept', () => this.api('POST', `/api/orders/${id}/accept`, driver.token, {}));
    await must('start', () =>
      this.api('PATCH', `/api/orders/${id}/status`, driver.token, { status: 'pickup_scheduled' }),
    );
    this.expectedSockets.set(id, SOCKETS_PER_CLIENT);
    driver.orderId = id;
    driver.status = 'pickup_scheduled';
    driver.busy = false;
  }

  private async walk(driver: Driver) {
    const next = NEXT[driver.status];
    if (!next || driver.busy) return;
    driver.busy = true;
    const body = { status: next, proof: handOverProof(next) };
    const r = await this.api('PATCH', `/api/orders/${driver.orderId}/status`, driver.token, body);
    if (!r.ok) return; // stays busy: counted as a failure, the driver stops posting
    driver.status = next;
    driver.busy = false;
    if (next === 'delivered') await this.newJob(driver).catch(() => undefined);
  }

  private post(driver: Driver) {
    if (driver.busy) return;
    const timestamp = new Date().toISOString();
    const step = this.step;
    // Only posts sent during the step are timed to their frames.
    if (step) this.sent.set(`${driver.orderId}|${timestamp}`, performance.now());
    void this.api(
      'POST',
      `/api/orders/${driver.orderId}/location`,
      driver.token,
      {
        latitude: 29.7073 + (driver.n % 50) * 0.001 + Math.random() * 0.0005,
        longitude: -95.3978 + Math.floor(driver.n / 50) * 0.001,
        timestamp,
      },
      step?.positions,
    ).then((r) => {
      if (step && r.ok && r.json.current === true)
        step.expected += this.expectedSockets.get(driver.orderId) ?? 0;
    });
  }

  private open(token: string, onFrame: (data: WebSocket.RawData) => void) {
    return new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${this.base.replace('http', 'ws')}/ws`, {
        headers: { authorization: `Bearer ${token}` },
      });
      this.sockets.push(socket);
      socket.once('message', () => {
        socket.on('message', onFrame);
        resolve();
      });
      socket.on('error', reject);
      socket.on('unexpected-response', (_q, res) => reject(new Error(`handshake ${res.statusCode}`)));
    });
  }

  /** Adds drivers (each with a job under way), their clients' sockets and dispatchers up to `n`. */
  async grow(n: number) {
    const fresh: Driver[] = [];
    for (let i = this.drivers.length + 1; i <= n; i++) {
      fresh.push({
        n: i,
        token: fleetToken(this.secret, `fleet.driver${i}`),
        client: fleetToken(this.secret, `fleet.client${i}`),
        orderId: 0,
        status: '',
        busy: true,
      });
    }
    for (let i = 0; i < fresh.length; i += 10)
      await Promise.all(fresh.slice(i, i + 10).map((d) => this.newJob(d)));
    this.drivers.push(...fresh);
    const opening: Array<() => Promise<void>> = [];
    for (const driver of fresh) {
      for (let s = 0; s < SOCKETS_PER_CLIENT; s++) {
        const refetches = s === 0; // one tab per client refetches the order on a status frame
        opening.push(() =>
          this.open(driver.client, (data) => this.onClientFrame(driver, data.toString(), refetches)),
        );
      }
    }
    const dispatchers = Math.ceil(n / DRIVERS_PER_DISPATCHER);
    for (let i = this.dispatchers + 1; i <= dispatchers; i++) {
      opening.push(() =>
        this.open(fleetToken(this.secret, `fleet.admin${i}`), () => {
          if (this.step) this.step.adminFrames++;
        }),
      );
    }
    for (let i = 0; i < opening.length; i += 50) await Promise.all(opening.slice(i, i + 50).map((f) => f()));
    this.clientSockets += fresh.length * SOCKETS_PER_CLIENT;
    this.dispatchers = dispatchers;
  }

  private onClientFrame(driver: Driver, text: string, refetches: boolean) {
    const frame = JSON.parse(text) as {
      type: string;
      orderId?: number;
      timestamp?: string;
      order?: { id: number };
    };
    if (frame.type === 'driver_location_update') {
      const sentAt = this.sent.get(`${frame.orderId}|${frame.timestamp}`);
      if (sentAt !== undefined && this.step) this.step.deliveries.push(performance.now() - sentAt);
    } else if (frame.type === 'order_status_update' && refetches && frame.order) {
      void this.api('GET', `/api/orders/${frame.order.id}`, driver.client);
    }
  }

  /** One step: every driver posts each second, walks its job, dispatchers read; then the figures. */
  async run(seconds: number, pids: number[]): Promise<StepResult> {
    let stopped = false;
    const isStopped = () => stopped;
    const loops: Promise<void>[] = [];
    const count = this.drivers.length;
    this.drivers.forEach((driver, i) => {
      loops.push(atFixedRate(1000, (1000 * i) / count, isStopped, () => this.post(driver)));
      const walkOffset = Math.random() * JOB_STEP_SECONDS * 1000;
      loops.push(atFixedRate(JOB_STEP_SECONDS * 1000, walkOffset, isStopped, () => void this.walk(driver)));
    });
    for (let i = 1; i <= this.dispatchers; i++) {
      const token = fleetToken(this.secret, `fleet.admin${i}`);
      loops.push(
        atFixedRate(10_000, (10_000 * i) / this.dispatchers, isStopped, () => {
          void this.api('GET', '/api/admin/dispatch-map', token);
        }),
      );
    }
    // Two seconds to settle, not measured; then the step.
    await new Promise((r) => setTimeout(r, 2_000));
    const step: StepResult = {
      drivers: count,
      clientSockets: this.clientSockets,
      dispatchers: this.dispatchers,
      api: [],
      positions: [],
      deliveries: [],
      expected: 0,
      adminFrames: 0,
      failed: 0,
      requests: 0,
      cpuMsPerUpdate: 0,
      rssPeakMb: pids.map(() => 0),
      loopP99: 0,
      loadCores: 0,
    };
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = pids.map(cpuSeconds);
    const loadCpuBefore = process.cpuUsage();
    const profiling = Boolean(process.env.FLEET_PROFILE_DIR);
    if (profiling) for (const pid of pids) process.kill(pid, 'SIGUSR2');
    this.step = step;
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => (step.rssPeakMb[i] = Math.max(step.rssPeakMb[i]!, rssMb(pid))));
    }, 500);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const cpuSpent = pids.map(cpuSeconds).reduce((sum, v, i) => sum + v - cpuBefore[i]!, 0);
    const loadCpu = process.cpuUsage(loadCpuBefore);
    step.loadCores = (loadCpu.user + loadCpu.system) / 1e6 / seconds;
    if (profiling) for (const pid of pids) process.kill(pid, 'SIGUSR2');
    stopped = true;
    await new Promise((r) => setTimeout(r, 1_000)); // answers and frames still on their way
    this.step = undefined;
    clearInterval(sampler);
    loop.disable();
    step.loopP99 = loop.percentile(99) / 1e6;
    step.cpuMsPerUpdate = (cpuSpent * 1000) / Math.max(1, step.positions.length);
    this.sent.clear();
    // Loops end at their next tick; drivers still busy with a job change finish it first.
    await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, 12_000))]);
    return step;
  }

  close() {
    for (const socket of this.sockets) socket.terminate();
  }
}

async function runTarget(target: Target): Promise<StepResult[]> {
  const secret = randomBytes(8).toString('hex');
  const children: ChildProcess[] = [];
  const name = `medlink_fleet_${process.pid}_${randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = { FLEET_SECRET: secret, FLEET_EVENT_BUS: target.bus };
  if (target.postgres) {
    await adminQuery(POSTGRES_URL, `CREATE DATABASE ${name}`);
    env.FLEET_DATABASE_URL = withDatabaseName(POSTGRES_URL, name);
  }
  const results: StepResult[] = [];
  let fleet: Fleet | undefined;
  try {
    const first = startChild({ ...env, FLEET_SEED: '1' });
    children.push(first.child);
    const base = await first.url;
    for (let i = 1; i < target.processes; i++) {
      const next = startChild({ ...env, FLEET_PORT: new URL(base).port });
      children.push(next.child);
      await next.url;
    }
    fleet = new Fleet(base, secret);
    for (const drivers of STEPS) {
      console.log(`${target.name}: setting up ${drivers} drivers...`);
      await fleet.grow(drivers);
      const result = await fleet.run(
        STEP_SECONDS,
        children.map((c) => c.pid!),
      );
      results.push(result);
      console.log(`  ${row(result).join('  ')}`);
      if (!held(result)) break;
    }
  } finally {
    fleet?.close();
    await Promise.all(children.map(stopChild));
    if (target.postgres) await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return results;
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '-');
const HEADER = [
  'drivers',
  'client ws',
  'dispatch',
  'API p99',
  'post p99',
  'delivery p99',
  'frames',
  'failed',
  'CPU/update',
  'peak RSS',
  'load p99',
  'load CPU',
  'held',
];
function row(r: StepResult): string[] {
  return [
    String(r.drivers),
    String(r.clientSockets),
    String(r.dispatchers),
    ms(percentile(r.api, 99)),
    ms(percentile(r.positions, 99)),
    ms(percentile(r.deliveries, 99)),
    `${r.deliveries.length}/${r.expected}`,
    `${r.failed}/${r.requests}`,
    `${r.cpuMsPerUpdate.toFixed(2)} ms`,
    r.rssPeakMb.map((v) => `${v.toFixed(0)}`).join('+') + ' MB',
    ms(r.loopP99),
    `${r.loadCores.toFixed(2)} cores`,
    held(r) ? 'yes' : 'NO',
  ];
}

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
}

async function main() {
  const wanted = (process.env.FLEET_TARGETS ?? 'pglite,notify,nats').split(',');
  serverBundle = await compileBench(import.meta.url, 'fleet-bench', 'fleet-server.mjs');
  const watchdog = setTimeout(() => {
    console.error('fleet: 20 minutes passed, stopping');
    process.exit(1);
  }, 20 * 60_000);
  watchdog.unref();
  console.log(
    `fleet: steps ${STEPS.join(', ')} drivers, ${STEP_SECONDS} s each; ${SOCKETS_PER_CLIENT} client sockets per driver's ` +
      `client, 1 dispatcher per ${DRIVERS_PER_DISPATCHER} drivers; a job step every ${JOB_STEP_SECONDS} s per driver.\n` +
      `Server flags: ${SERVER_NODE_FLAGS.join(' ') || '(none)'}; allocator: ${
        Object.entries(SERVER_MALLOC_ENV)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ') || "glibc's defaults"
      }. Raised for a simulation from one address: ${Object.entries(SIMULATION_LIMITS)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}.\n` +
      `Load average at start: ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')} on ${cpus().length} cores.`,
  );
  const summary: string[][] = [
    ['target', 'largest held', 'goal', 'CPU/update there', 'peak RSS (all steps)', 'RSS goal', 'verdict'],
  ];
  let missed = 0;
  for (const target of TARGETS.filter((t) => wanted.includes(t.id))) {
    const results = await runTarget(target);
    console.log(`\n${target.name}`);
    table([HEADER, ...results.map(row)]);
    const failing = results.find((r) => !held(r));
    if (failing?.firstError) console.log(`first failed request: ${failing.firstError}`);
    const best = results.filter(held).at(-1);
    const rss = Math.max(...results.flatMap((r) => r.rssPeakMb));
    const ok = (best?.drivers ?? 0) >= target.goalDrivers && rss <= target.goalRssMb;
    if (!ok) missed++;
    summary.push([
      target.name,
      best
        ? `${best.drivers} drivers, ${best.clientSockets} client ws, ${best.dispatchers} dispatch`
        : 'none',
      `${target.goalDrivers} drivers`,
      best ? `${best.cpuMsPerUpdate.toFixed(2)} ms` : '-',
      `${rss.toFixed(0)} MB`,
      `${target.goalRssMb} MB`,
      ok ? 'ok' : 'MISSED',
    ]);
  }
  console.log(
    `\nGoals: API p99 <= ${GOAL.apiP99} ms, delivery p99 <= ${GOAL.deliveryP99} ms, 99% of frames, <= 1% failed.`,
  );
  table(summary);
  console.log(
    `Load average at end: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  process.exit(missed ? 1 : 0);
}

if (process.argv[2] === 'serve') await serve();
else await main();
