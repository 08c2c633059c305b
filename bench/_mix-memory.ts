/**
 * Not a benchmark: the server's heap and RSS under the fleet's mix of requests, closed-loop, in
 * process (app.inject, no sockets), so two commits can be compared on a busy machine where the
 * fleet itself falls behind (an open-loop load that falls behind queues requests, and the queue
 * is what the memory then shows). Per 100 position posts: one job's life (booking, approval,
 * accept, four steps), five order reads and one dispatch map read, 10 requests at a time. Runs
 * compiled (esbuild, like the fleet) with the fleet's flags; prints peak RSS, peak V8 heap, the
 * heap after a full collection at the end, and CPU ms per position post.
 *   node --import tsx bench/_mix-memory.ts      (PostgreSQL at DATABASE_URL or the test server)
 *   MIX_POSTS=20000 (position posts); FLEET_NODE_FLAGS and FLEET_MALLOC as for the fleet
 */
import { spawn } from 'node:child_process';
import { compileBench, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './compiled-support';

async function run() {
  const { HOUSTON_BOOKING, handOverProof } = await import('../src/server/test/orders');
  const { openInProcessFleet } = await import('./in-process-support');
  const POSTS = Number(process.env.MIX_POSTS ?? 20_000);
  const DRIVERS = 10;
  // Drivers 1-10 post on a job under way; drivers 11-20 walk jobs.
  const fleet = await openInProcessFleet(
    'mixmem',
    { drivers: DRIVERS * 2, clients: DRIVERS * 2, dispatchers: 1 },
    {
      postgres: true,
    },
  );
  const call = fleet.call;
  const jobOf = await fleet.jobsUnderWay(DRIVERS);
  // A tenth of a second apart, all in the past: every post is newer than the last, none ahead.
  const firstFix = Date.now() - POSTS * 100 - 60_000;
  let n = 0;
  const post = (d: number) =>
    call('POST', `/api/orders/${jobOf.get(d)}/location`, `fleet.driver${d}`, {
      latitude: 29.7 + (n % 100) * 0.001,
      longitude: -95.4,
      timestamp: new Date(firstFix + n++ * 100).toISOString(),
    });
  let walker = 0;
  const job = async () => {
    const d = DRIVERS + 1 + (walker++ % DRIVERS);
    const { id } = await call('POST', '/api/orders', `fleet.client${d}`, HOUSTON_BOOKING);
    await call('PATCH', `/api/orders/${id}`, 'fleet.admin1', { status: 'confirmed' });
    await call('POST', `/api/orders/${id}/accept`, `fleet.driver${d}`, {});
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'])
      await call('PATCH', `/api/orders/${id}/status`, `fleet.driver${d}`, {
        status,
        proof: handOverProof(status),
      });
  };
  const round = (r: number) => {
    const work: Array<() => Promise<unknown>> = Array.from(
      { length: 100 },
      (_, i) => () => post((i % DRIVERS) + 1),
    );
    for (let i = 0; i < 5; i++)
      work.push(() =>
        call(
          'GET',
          `/api/orders/${jobOf.get(((r + i) % DRIVERS) + 1)}`,
          `fleet.client${((r + i) % DRIVERS) + 1}`,
        ),
      );
    work.push(() => call('GET', '/api/admin/dispatch-map', 'fleet.admin1'));
    work.push(job);
    return work;
  };
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapTotal);
  };
  const sampler = setInterval(sample, 50);
  const cpuBefore = process.cpuUsage();
  for (let r = 0; r < POSTS / 100; r++) {
    const work = round(r);
    // 10 at a time, the job's seven writes one after another within its slot.
    for (let i = 0; i < work.length; i += 10) await Promise.all(work.slice(i, i + 10).map((f) => f()));
  }
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  sample();
  (globalThis as { gc?: () => void }).gc?.();
  const live = process.memoryUsage().heapUsed;
  const mb = (v: number) => (v / 1_048_576).toFixed(0);
  console.log(
    `RESULT peak RSS ${mb(peak.rss)} MB, peak V8 heap ${mb(peak.heap)} MB, live after a full collection ${mb(live)} MB, ` +
      `CPU ${((cpu.user + cpu.system) / 1000 / POSTS).toFixed(2)} ms per position post (with its share of the rest)`,
  );
  await fleet.close();
  process.exit(0);
}

async function main() {
  const bundle = await compileBench(import.meta.url, 'mix-bench', 'mix.mjs');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle, 'run'], {
    stdio: 'inherit',
    env: { ...process.env, ...SERVER_MALLOC_ENV },
  });
  await new Promise((resolve) => child.on('exit', resolve));
}

if (process.argv[2] === 'run') await run();
else await main();
