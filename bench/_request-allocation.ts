/**
 * Not a benchmark: what the server allocates per request of each kind the fleet sends, in process
 * (app.inject, no sockets), with V8's sampling heap profiler keeping the samples that collections
 * freed (so it counts garbage, which is what makes V8's heap grow between full collections).
 * Prints KB allocated per request and the packages it was allocated in, so two commits can be
 * compared without the fleet's noise (decision 037).
 *   node --import tsx bench/_request-allocation.ts     (PGlite; DATABASE_URL=... for PostgreSQL)
 *   ROUNDS=400 (requests of each kind)  ALLOCATION_TOP=8 (packages shown per kind)
 *   ALLOCATION_PROFILE_DIR=/tmp/alloc (writes each kind's .heapprofile, for DevTools)
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { HOUSTON_BOOKING, handOverProof } from '../src/server/test/orders';
import { openInProcessFleet } from './in-process-support';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const TOP = Number(process.env.ALLOCATION_TOP ?? 8);
const fleet = await openInProcessFleet(
  'alloc',
  { drivers: 10, clients: 10, dispatchers: 1 },
  {
    postgres: !!process.env.DATABASE_URL,
  },
);
const call = fleet.call;

const session = new Session();
session.connect();

interface ProfileNode {
  callFrame: { url: string };
  selfSize: number;
  children?: ProfileNode[];
}
/** Bytes by package (node_modules/<name>), node's own modules, or our code, over the whole tree. */
function byPackage(head: ProfileNode) {
  const sums = new Map<string, number>();
  let total = 0;
  const walk = (node: ProfileNode) => {
    const url = node.callFrame.url;
    const inModules = url.split('node_modules/').at(-1)!;
    const key = url.includes('node_modules/')
      ? inModules.startsWith('@')
        ? inModules.split('/').slice(0, 2).join('/')
        : inModules.split('/')[0]!
      : url.startsWith('node:')
        ? 'node'
        : url
          ? 'medlink'
          : '(V8, native)';
    sums.set(key, (sums.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children ?? []) walk(child);
  };
  walk(head);
  return { total, sums };
}

async function measure(name: string, count: number, each: (i: number) => Promise<unknown>, warm = true) {
  if (warm) for (let i = 0; i < Math.min(50, count); i++) await each(i); // warm-up: JIT, prepared statements
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < count; i++) await each(i);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } };
  if (process.env.ALLOCATION_PROFILE_DIR) {
    const file = `${process.env.ALLOCATION_PROFILE_DIR}/${name.split(' ')[0]}.heapprofile`;
    writeFileSync(file, JSON.stringify(profile));
  }
  const { total, sums } = byPackage(profile.head);
  const top = [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)}%`)
    .join(', ');
  console.log(`${name.padEnd(16)} ${(total / count / 1024).toFixed(1).padStart(7)} KB per request  (${top})`);
}

// One job under way per driver; drivers 1-5 post positions, 6-10 walk jobs.
const jobOf = await fleet.jobsUnderWay(10);
const firstFix = Date.now() - 3_600_000;
let n = 0;
await measure('position post', ROUNDS * 5, (i) => {
  const d = (i % 5) + 1;
  return call('POST', `/api/orders/${jobOf.get(d)}/location`, `fleet.driver${d}`, {
    latitude: 29.7 + (n % 100) * 0.001,
    longitude: -95.4,
    timestamp: new Date(firstFix + n++ * 1000).toISOString(),
  });
});
await measure('order read', ROUNDS, (i) =>
  call('GET', `/api/orders/${jobOf.get((i % 10) + 1)}`, `fleet.client${(i % 10) + 1}`),
);
await measure('dispatch map', Math.ceil(ROUNDS / 10), () =>
  call('GET', '/api/admin/dispatch-map', 'fleet.admin1'),
);
// A job's life as the fleet walks it: book, approve, accept, then four steps (start, pickup,
// in transit, delivered), each kind measured over the same jobs.
const JOBS = Math.ceil(ROUNDS / 10);
const jobs: { id: number; d: number }[] = [];
await measure('book', JOBS, async (i) => {
  const d = (i % 5) + 6;
  jobs.push({ id: (await call('POST', '/api/orders', `fleet.client${d}`, HOUSTON_BOOKING)).id, d });
});
// The warm-up's jobs (booked above) are walked whole first, unmeasured; the rest are measured.
const warmed = jobs.splice(0, jobs.length - JOBS);
const walk = {
  approve: (job: { id: number }) =>
    call('PATCH', `/api/orders/${job.id}`, 'fleet.admin1', { status: 'confirmed' }),
  accept: (job: { id: number; d: number }) =>
    call('POST', `/api/orders/${job.id}/accept`, `fleet.driver${job.d}`, {}),
  steps: async (job: { id: number; d: number }) => {
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered'])
      await call('PATCH', `/api/orders/${job.id}/status`, `fleet.driver${job.d}`, {
        status,
        proof: handOverProof(status),
      });
  },
};
for (const job of warmed) for (const request of Object.values(walk)) await request(job);
await measure('approve', JOBS, (i) => walk.approve(jobs[i]!), false);
await measure('accept', JOBS, (i) => walk.accept(jobs[i]!), false);
await measure('job steps (4)', JOBS, (i) => walk.steps(jobs[i]!), false);
session.disconnect();
await fleet.close();
