/**
 * A helper, not a benchmark: the built server (`npm run build` first) under different V8 heap
 * flags, each serving the same fixed number of requests, side by side in one run. Prints the
 * server's CPU per request (robust to a busy machine, unlike req/s) and its RSS, to weigh a
 * smaller young generation's memory against its collection cost before choosing production flags.
 *
 *   node --import tsx bench/_heap-flags.ts            (PGlite in memory)
 *   DATABASE_URL=postgres://... node --import tsx bench/_heap-flags.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { builtServerEnv, builtServerUrl } from './database-support';
import { cpuSeconds } from './fleet-support';
import { stopChild } from './live-support';
import { printTable } from './table-support';

const VARIANTS: string[][] = [[], ['--max-semi-space-size=8'], ['--max-semi-space-size=16']];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);

function processFigures(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)![1]);
  return {
    cpuSeconds: cpuSeconds(pid),
    rssMb: kb('VmRSS') / 1024,
    peakMb: kb('VmHWM') / 1024,
  };
}

async function serve(flags: string[]) {
  const { env, drop } = await builtServerEnv('heap');
  const child = spawn(process.execPath, [...flags, 'dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await builtServerUrl(child);
  return { child, base, stop: async () => (await stopChild(child), await drop()) };
}

const rows: string[][] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const flags of VARIANTS) {
    const server = await serve(flags);
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'client', password: 'client123' }),
    });
    const { sessionToken } = (await login.json()) as { sessionToken: string };
    const headers = { authorization: `Bearer ${sessionToken}` };
    const idle = processFigures(server.child.pid!);
    const before = idle.cpuSeconds;
    const me = await autocannon({
      url: `${server.base}/api/auth/me`,
      headers,
      connections: 10,
      amount: REQUESTS,
      workers: 1,
    });
    const list = await autocannon({
      url: `${server.base}/api/orders/client/2?limit=50`,
      headers,
      connections: 10,
      amount: REQUESTS / 10,
      workers: 1,
    });
    const after = processFigures(server.child.pid!);
    const served = me['2xx'] + list['2xx'];
    rows.push([
      flags.join(' ') || '(defaults)',
      String(round + 1),
      `${(((after.cpuSeconds - before) * 1e6) / served).toFixed(0)} µs`,
      `${idle.rssMb.toFixed(0)} MB`,
      `${after.peakMb.toFixed(0)} MB`,
      String(me.non2xx + list.non2xx + me.errors + list.errors),
    ]);
    await server.stop();
  }
}
console.log(
  `\n${process.env.DATABASE_URL ? 'postgres' : 'pglite'}: ${REQUESTS} /api/auth/me and ${REQUESTS / 10} 50-order lists per server`,
);
printTable(['flags', 'round', 'server CPU per request', 'RSS after start', 'peak RSS', 'failed'], rows);
