/**
 * The fleet simulation: drivers on jobs post their position once a second and walk
 * their jobs (pickup, drive, delivery, then a new booking, approval and acceptance), clients watch
 * their order's tracking page over websockets (4 sockets per client) and refetch the order on each
 * status frame, dispatchers hold the live console (a socket that hears everything, and the
 * dispatch map read every 10 s). The load grows in steps; each step runs FLEET_STEP_SECONDS.
 *
 *   npm run bench -- fleet          FLEET_STEPS=25,50,100,150,200,300,400,500  FLEET_STEP_SECONDS=15
 *                                   FLEET_TARGETS=pglite,notify,nats (any of them)
 *                                   FLEET_PROFILE_DIR=/tmp/prof (a CPU profile of each step)
 *                                   FLEET_PROFILE_KIND=heap (what each step allocates, instead)
 *                                   FLEET_PROFILE_KIND=snapshot (a heap snapshot at each step's end)
 *                                   FLEET_STATEMENTS=1 (each server's statements over each step)
 *                                   FLEET_DRIVERS_PER_DISPATCHER=10, FLEET_MAP_SECONDS=10 (0: no map reads)
 *
 * Per target, the largest step held with API p99 <= 100 ms and delivery p99 <= 250 ms (position
 * post sent -> the client socket's frame), the server's CPU per driver update (all its CPU over the
 * step / position posts answered) and its peak RSS. Targets: in-memory PGlite (1 process);
 * PostgreSQL with NOTIFY and with NATS, each as 2 processes on one port (SO_REUSEPORT: the kernel
 * spreads connections). A target stops at its first missed step. Servers are child processes, run
 * compiled by esbuild like the production build (dist/fleet-bench/, not committed); this
 * process is the load, on the same 2 cores: its own event-loop delay is printed, since a busy
 * generator inflates every latency. Exits non-zero when a goal is missed.
 *
 * The goal, the largest fleet held >= 3x the one held before the group commit on the same
 * machine in one run: each PostgreSQL target first runs with the position path before the group
 * commit (fleet/config.ts, BEFORE_GROUP_COMMIT), then as configured; both fleets and their ratio
 * are printed and the ratio reported to `npm run bench`'s goals. FLEET_BASELINE=0 leaves it out.
 *
 * Its parts, in bench/fleet/: config.ts (settings, goals, targets), serve.ts (a server process),
 * sim.ts (the simulated fleet), report.ts (the tables); helpers in fleet-support.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { adminQuery, withDatabaseName } from '../src/server/test/postgres-admin';
import { compileBench, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './compiled-support';
import { POSTGRES_URL } from './database-support';
import {
  BASELINE,
  BEFORE_GROUP_COMMIT,
  DRIVERS_PER_DISPATCHER,
  GOAL,
  JOB_STEP_SECONDS,
  SIMULATION_LIMITS,
  SOCKETS_PER_CLIENT,
  STEP_SECONDS,
  STEPS,
  TARGETS,
  type Target,
} from './fleet/config';
import { coresLine, HEADER, routeBreakdown, row, table } from './fleet/report';
import { serve } from './fleet/serve';
import { Fleet, held, type StepResult } from './fleet/sim';
import { recordGoal } from './goal-support';
import { spawnUntilReady, stopChild } from './live-support';

/** The compiled server (bench/compiled-support.ts says why compiled), built once per run. */
let serverBundle = '';

const startChild = (env: Record<string, string>) =>
  spawnUntilReady([...SERVER_NODE_FLAGS, serverBundle, 'serve'], 'server', { ...SERVER_MALLOC_ENV, ...env });

async function runTarget(target: Target, settings: Record<string, string> = {}): Promise<StepResult[]> {
  const secret = randomBytes(8).toString('hex');
  const children: ChildProcess[] = [];
  const name = `medlink_fleet_${process.pid}_${randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = { ...settings, FLEET_SECRET: secret, FLEET_EVENT_BUS: target.bus };
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
        target.postgres ? name : '',
      );
      results.push(result);
      console.log(`  ${row(result).join('  ')}`);
      console.log(routeBreakdown(result).join('\n'));
      console.log(coresLine(result));
      if (!held(result)) break;
    }
  } finally {
    fleet?.close();
    await Promise.all(children.map(stopChild));
    if (target.postgres) await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return results;
}

async function main() {
  const wanted = (process.env.FLEET_TARGETS ?? 'pglite,notify,nats').split(',');
  serverBundle = await compileBench(import.meta.url, 'fleet-bench', 'fleet-server.mjs');
  // A hang's guard, not a time limit: five runs (PGlite, and NOTIFY and NATS each before the
  // group commit and with it) of up to eight steps took over 20 minutes on a quiet machine.
  const watchdog = setTimeout(() => {
    console.error('fleet: 45 minutes passed, stopping');
    process.exit(1);
  }, 45 * 60_000);
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
    ['target', 'largest held', 'CPU/update there', 'peak RSS (all steps)', 'goal', 'verdict'],
  ];
  let missed = 0;
  const fleets: { target: Target; before: number; now: number; load: string }[] = [];
  const load = () => loadavg()[0]!.toFixed(1);
  for (const target of TARGETS.filter((t) => wanted.includes(t.id))) {
    // The same target with the position path before the group commit first, in the same run.
    let before: number | undefined;
    if (BASELINE && target.postgres) {
      const name = `${target.name}, before the group commit (${settingsText(BEFORE_GROUP_COMMIT)})`;
      const results = await runTarget(target, BEFORE_GROUP_COMMIT);
      before = report(name, results).drivers;
      summary.push(summaryRow(name, results, '-', true));
    }
    const loadBefore = load();
    const results = await runTarget(target);
    const best = report(target.name, results);
    const rss = Math.max(...results.flatMap((r) => r.rssPeakMb));
    const ok = best.drivers >= target.goalDrivers && rss <= target.goalRssMb;
    if (!ok) missed++;
    summary.push(
      summaryRow(target.name, results, `${target.goalDrivers} drivers, ${target.goalRssMb} MB`, ok),
    );
    if (before !== undefined)
      fleets.push({ target, before, now: best.drivers, load: `${loadBefore}-${load()}` });
  }
  console.log(
    `\nGoals: API p99 <= ${GOAL.apiP99} ms, delivery p99 <= ${GOAL.deliveryP99} ms, 99% of frames, <= 1% failed.`,
  );
  table(summary);
  recordFleetGoal(fleets);
  console.log(
    `Load average at end: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  process.exit(missed ? 1 : 0);
}

const settingsText = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

/** Prints a run's steps and answers its largest step held (0 drivers when none). */
function report(name: string, results: StepResult[]) {
  console.log(`\n${name}`);
  table([HEADER, ...results.map(row)]);
  const failing = results.find((r) => !held(r));
  if (failing?.firstError) console.log(`first failed request: ${failing.firstError}`);
  const best = results.filter(held).at(-1);
  return { drivers: best?.drivers ?? 0, best };
}

function summaryRow(name: string, results: StepResult[], goal: string, ok: boolean): string[] {
  const best = results.filter(held).at(-1);
  const rss = Math.max(...results.flatMap((r) => r.rssPeakMb));
  return [
    name,
    best ? `${best.drivers} drivers, ${best.clientSockets} client ws, ${best.dispatchers} dispatch` : 'none',
    best ? `${best.cpuMsPerUpdate.toFixed(2)} ms` : '-',
    `${rss.toFixed(0)} MB`,
    goal,
    goal === '-' ? 'baseline' : ok ? 'ok' : 'MISSED',
  ];
}

/**
 * The issue's goal: the largest fleet held now over the one held by the position path before the
 * group commit, same machine, same run (the first PostgreSQL target; others as rows of their own).
 */
function recordFleetGoal(fleets: { target: Target; before: number; now: number; load: string }[]) {
  if (fleets.length === 0) {
    recordGoal({
      id: 'fleet',
      notMeasured: BASELINE
        ? 'no PostgreSQL target ran (FLEET_TARGETS)'
        : 'FLEET_BASELINE=0 left the run before the group commit out',
    });
    return;
  }
  console.log('\nFleet held at API p99 <= 100 ms, now over before the group commit (goal >= 3):');
  fleets.forEach(({ target, before, now, load }, i) => {
    const ratio = before > 0 ? now / before : now > 0 ? Infinity : 0;
    const figures = `${target.id}: ${now} drivers against ${before} before the group commit, steps ${STEPS.join(',')}, load average ${load}`;
    console.log(`  ${target.name}: ${ratio.toFixed(2)} (${figures})`);
    if (before === 0) {
      recordGoal({
        id: i === 0 ? 'fleet' : `fleet-${target.id}`,
        notMeasured: `the baseline held no step (${figures})`,
      });
      return;
    }
    recordGoal(
      i === 0
        ? { id: 'fleet', ratio, figures }
        : { id: `fleet-${target.id}`, name: `fleet, ${target.name}`, bound: 'min', value: 3, ratio, figures },
    );
  });
}

if (process.argv[2] === 'serve') await serve();
else await main();
