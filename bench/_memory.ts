/**
 * A helper, not a benchmark: what holds the built server's memory (`npm run build` first), idle
 * and after a fixed load (20,000 `/api/auth/me`, 2,000 fifty-order lists, 1,000 bookings, at 10
 * connections). For each sample it prints process.memoryUsage() and the WebAssembly memory as the
 * server sees them (bench/_memory-probe.mjs) and the resident pages by mapping from
 * /proc/<pid>/smaps: V8 and the allocator's anonymous pages, glibc's [heap], the node binary.
 *
 *   node --import tsx bench/_memory.ts                 (PGlite in memory)
 *   DATABASE_URL=postgres://... node --import tsx bench/_memory.ts
 *   MEMORY_SERVERS=before=/tmp/before/main.js,after=dist/server/main.js (builds side by side, alternating)
 *   MEMORY_SNAPSHOT_DIR=/tmp/heap (a heap snapshot idle and after the load)
 *   MEMORY_ROUNDS=2  MEMORY_FLAGS="--max-semi-space-size=8 --heap-growing-percent=30 --expose-gc" (production's, the default)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { builtServerEnv, builtServerUrl } from './database-support';
import { HOUSTON_BOOKING } from '../src/server/test/orders';
import { cpuSeconds } from './fleet-support';
import { stopChild } from './live-support';
import { printTable } from './table-support';

const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 1);
const FLAGS = (process.env.MEMORY_FLAGS ?? '--max-semi-space-size=8 --heap-growing-percent=30 --expose-gc')
  .split(' ')
  .filter(Boolean);
const SERVERS = (process.env.MEMORY_SERVERS ?? 'built=dist/server/main.js').split(',').map((pair) => {
  const [label, path] = pair.split('=') as [string, string];
  return { label, path };
});
const probe = new URL('./_memory-probe.mjs', import.meta.url).pathname;

interface Probe {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm: number[];
}

/** Resident MB by kind of mapping: anonymous (V8's heap, WebAssembly, mmap'd malloc), [heap], files. */
function smaps(pid: number): Record<string, number> {
  const kb: Record<string, number> = {};
  let name = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) name = head[1] ? (head[1].includes('/') ? head[1].split('/').pop()! : head[1]) : 'anonymous';
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kb[name] = (kb[name] ?? 0) + Number(rss[1]);
  }
  const mb = (v: number | undefined) => Math.round((v ?? 0) / 1024);
  const files = Object.entries(kb).filter(([k]) => k !== 'anonymous' && k !== '[heap]');
  return {
    anonymous: mb(kb.anonymous),
    '[heap]': mb(kb['[heap]']),
    node: mb(kb.node),
    'other files': mb(files.filter(([k]) => k !== 'node').reduce((s, [, v]) => s + v, 0)),
  };
}

/** User and system CPU of a process so far, from /proc/<pid>/stat (100 ticks a second). */
async function serve(path: string) {
  const { env, drop } = await builtServerEnv('memory');
  const child = spawn(process.execPath, [...FLAGS, '--import', probe, path], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const probes: Probe[] = [];
  let snapshots = 0;
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    for (;;) {
      const end = errors.indexOf('\n');
      if (end < 0) break;
      const line = errors.slice(0, end);
      errors = errors.slice(end + 1);
      if (line.startsWith('MEMORY ')) probes.push(JSON.parse(line.slice(7)) as Probe);
      else if (line.startsWith('MEMORY-SNAPSHOT ')) {
        snapshots++;
        console.log(line);
      } else process.stderr.write(`${line}\n`);
    }
  });
  const base = await builtServerUrl(child);
  const sample = async () => {
    const count = probes.length;
    child.kill('SIGUSR2');
    while (probes.length === count) await new Promise((r) => setTimeout(r, 20));
    return { probe: probes[count]!, maps: smaps(child.pid!) };
  };
  /** MEMORY_SNAPSHOT_DIR: a heap snapshot (the probe writes it), awaited so samples stay apart. */
  const snapshot = async () => {
    if (!process.env.MEMORY_SNAPSHOT_DIR) return;
    const count = snapshots;
    child.kill('SIGWINCH');
    while (snapshots === count) await new Promise((r) => setTimeout(r, 50));
  };
  return { child, base, sample, snapshot, stop: async () => (await stopChild(child), await drop()) };
}

const rows: string[][] = [];
const row = (label: string, round: string, s: { probe: Probe; maps: Record<string, number> }) =>
  rows.push([
    label,
    round,
    `${s.probe.rss}`,
    `${s.probe.heapUsed}/${s.probe.heapTotal}`,
    `${s.probe.external}`,
    `${s.probe.arrayBuffers}`,
    s.probe.wasm.join('+') || '-',
    `${s.maps.anonymous}`,
    `${s.maps['[heap]']}`,
    `${s.maps.node}+${s.maps['other files']}`,
  ]);

for (let n = 1; n <= ROUNDS * SERVERS.length; n++) {
  const { label: build, path } = SERVERS[(n - 1) % SERVERS.length]!;
  const round = `${build} ${Math.ceil(n / SERVERS.length)}`;
  const server = await serve(path);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client', password: 'client123' }),
  });
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const headers = { authorization: `Bearer ${sessionToken}` };
  row('idle', round, await server.sample());
  await server.snapshot();
  const cpuBefore = cpuSeconds(server.child.pid!);
  let served = 0;
  const run = (path: string, amount: number, extra: Partial<Parameters<typeof autocannon>[0]> = {}) =>
    autocannon({ url: `${server.base}${path}`, headers, connections: 10, amount, workers: 1, ...extra });
  const phases: [string, () => ReturnType<typeof run>][] = [
    ['/me x20,000', () => run('/api/auth/me', 20_000)],
    ['list x2,000', () => run('/api/orders/client/2?limit=50', 2_000)],
    [
      'book x1,000',
      () =>
        run('/api/orders', 1_000, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(HOUSTON_BOOKING),
        }),
    ],
  ];
  for (const [label, phase] of phases) {
    // The sample with the highest RSS while the phase runs, every 250 ms.
    let top: Awaited<ReturnType<typeof server.sample>> | undefined;
    let done = false;
    const watching = (async () => {
      while (!done) {
        const s = await server.sample();
        if (!top || s.probe.rss > top.probe.rss) top = s;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const result = await phase();
    done = true;
    await watching;
    const failed = result.non2xx + result.errors;
    served += result['2xx'];
    row(`top during ${label}${failed ? ` (${failed} failed)` : ''}`, round, top!);
  }
  row('after load', round, await server.sample());
  await server.snapshot();
  const peak = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]);
  rows.push(['peak RSS (VmHWM)', round, `${Math.round(peak / 1024)}`, '', '', '', '', '', '', '']);
  const cpu = ((cpuSeconds(server.child.pid!) - cpuBefore) * 1e6) / served;
  rows.push(['server CPU per request (µs)', round, cpu.toFixed(0), '', '', '', '', '', '', '']);
  await server.stop();
}

console.log(
  `\n${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, flags ${FLAGS.join(' ') || '(none)'}; MB`,
);
printTable(
  [
    'sample',
    'build, round',
    'rss',
    'V8 used/total',
    'external',
    'array buffers',
    'wasm',
    'anon pages',
    '[heap]',
    'node+files',
  ],
  rows,
);
