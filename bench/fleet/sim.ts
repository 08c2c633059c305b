/** The simulated fleet: drivers, their clients' sockets and dispatchers, driven against one server. */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { handOverProof } from '../../src/server/test/orders';
import {
  BOOKING,
  DRIVERS_PER_DISPATCHER,
  GOAL,
  JOB_STEP_SECONDS,
  MAP_SECONDS,
  SOCKETS_PER_CLIENT,
} from './config';
import { atFixedRate, cpuSeconds, fleetToken, machineCpuSeconds, percentile } from '../fleet-support';
import { PostgresCpu, rssMb } from '../fleet-support';

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

export interface StepResult {
  drivers: number;
  clientSockets: number;
  dispatchers: number;
  api: number[];
  /** The same latencies by method and route pattern ("PATCH /api/orders/{id}/status"). */
  routes: Map<string, number[]>;
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
  /** Where the machine's CPU went over the step, in cores (fleet/report.ts, coresLine). */
  cores: { servers: number[]; postgres: number; postgresOther: number; machine: number };
  firstError?: string;
}

export const held = (r: StepResult) =>
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
  /** The labels of its job's pieces, scanned at each hand-over. */
  labels: string[];
}

const NEXT: Record<string, string> = {
  pickup_scheduled: 'pickup_complete',
  pickup_complete: 'in_transit',
  in_transit: 'delivered',
};

/** The simulated fleet against one base URL; grows between steps and keeps its sockets. */
export class Fleet {
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
      const route = `${method} ${path.replace(/\?.*$/, '').replace(/\/\d+/g, '/{id}')}`;
      const list = step.routes.get(route);
      if (list) list.push(ms);
      else step.routes.set(route, [ms]);
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
    // Every piece is scanned at each hand-over, as the driver app does.
    driver.labels = ((order.pieces ?? []) as { label: string }[]).map((piece) => piece.label);
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
    const handOver = next === 'pickup_complete' || next === 'delivered';
    const body = { status: next, proof: handOverProof(next), ...(handOver ? { scans: driver.labels } : {}) };
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
        labels: [],
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
  async run(seconds: number, pids: number[], database = ''): Promise<StepResult> {
    let stopped = false;
    const isStopped = () => stopped;
    const loops: Promise<void>[] = [];
    const count = this.drivers.length;
    this.drivers.forEach((driver, i) => {
      loops.push(atFixedRate(1000, (1000 * i) / count, isStopped, () => this.post(driver)));
      const walkOffset = Math.random() * JOB_STEP_SECONDS * 1000;
      loops.push(atFixedRate(JOB_STEP_SECONDS * 1000, walkOffset, isStopped, () => void this.walk(driver)));
    });
    for (let i = 1; MAP_SECONDS > 0 && i <= this.dispatchers; i++) {
      const token = fleetToken(this.secret, `fleet.admin${i}`);
      loops.push(
        atFixedRate(MAP_SECONDS * 1000, (MAP_SECONDS * 1000 * i) / this.dispatchers, isStopped, () => {
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
      routes: new Map(),
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
      cores: { servers: [], postgres: 0, postgresOther: 0, machine: 0 },
    };
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = pids.map(cpuSeconds);
    const loadCpuBefore = process.cpuUsage();
    const postgres = new PostgresCpu(database);
    const machineBefore = machineCpuSeconds();
    // Each server profiles (FLEET_PROFILE_DIR) and times its event loop from this signal to the next.
    for (const pid of pids) process.kill(pid, 'SIGUSR2');
    this.step = step;
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => (step.rssPeakMb[i] = Math.max(step.rssPeakMb[i]!, rssMb(pid))));
      postgres.read();
    }, 500);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const serverCpu = pids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]!);
    const cpuSpent = serverCpu.reduce((sum, v) => sum + v, 0);
    const loadCpu = process.cpuUsage(loadCpuBefore);
    step.loadCores = (loadCpu.user + loadCpu.system) / 1e6 / seconds;
    const postgresCores = postgres.cores(seconds);
    const machineAfter = machineCpuSeconds();
    step.cores = {
      servers: serverCpu.map((v) => v / seconds),
      postgres: postgresCores.fleet,
      postgresOther: postgresCores.other,
      machine: (machineAfter.busy - machineBefore.busy) / seconds,
    };
    for (const pid of pids) process.kill(pid, 'SIGUSR2');
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
