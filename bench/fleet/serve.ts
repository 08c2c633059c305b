/**
 * The server side of the fleet benchmark: one server process (`fleet.ts serve`), seeded when asked,
 * and its optional CPU or heap profile of each step.
 */
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../../src/server/server';
import { DRIVERS_PER_DISPATCHER, POSITION_SETTINGS, SIMULATION_LIMITS, STEPS } from './config';
import { seedFleet } from '../fleet-support';
import { countStatementsOnSignal } from './statement-counter';

/** A server process: `fleet.ts serve`, env from the parent. */
export async function serve() {
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
      ...Object.fromEntries(POSITION_SETTINGS.flatMap((key) => (env[key] ? [[key, env[key]]] : []))),
    },
    { reusePort: true },
  );
  if (env.FLEET_SEED === '1') {
    const max = Math.max(...STEPS);
    const size = { drivers: max, clients: max, dispatchers: Math.ceil(max / DRIVERS_PER_DISPATCHER) };
    await seedFleet(server.database.db, size, env.FLEET_SECRET!);
  }
  timeLoopOnSignal();
  if (env.FLEET_STATEMENTS === '1') countStatementsOnSignal();
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
 * The event loop's delay from one SIGUSR2 to the next (a step): a long synchronous task, such as
 * building a large answer, shows as a high maximum even when the process has CPU to spare.
 */
function timeLoopOnSignal() {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let timing = false;
  process.on('SIGUSR2', () => {
    timing = !timing;
    if (timing) {
      delay.reset();
      delay.enable();
      return;
    }
    delay.disable();
    const ms = (v: number) => `${(v / 1e6).toFixed(0)} ms`;
    console.error(
      `server ${process.pid} event-loop delay over the step: p50 ${ms(delay.percentile(50))}, ` +
        `p99 ${ms(delay.percentile(99))}, max ${ms(delay.max)}`,
    );
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
