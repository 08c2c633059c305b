/**
 * Each hot route beside a hand-written route doing the same work through the same database driver,
 * in the same run: the share of the hand-written route's throughput is the figure that
 * travels between machines.
 *   - GET /api/auth/me: hash the bearer token, one session/user join, answer the user.
 *   - GET /api/orders/client/2?limit=50: the same session lookup, then the client's 50 newest
 *     orders with their people (the very SQL the project's repository sends), serialized.
 *   - pos, POST /api/orders/{id}/location: drivers each on a job of their own (the load cycles
 *     through them); the hand-written route does the same session lookup, then one transaction per
 *     fix: check the job, insert the position, move the driver, `pg_notify` (position-support.ts).
 *     Each connection starts at a driver of its own (spread-connections.cjs; BENCH_SPREAD=0: all
 *     at the first, the load before 2026-11-30).
 *     The project writes fixes in group commits and answers each after its batch committed.
 *   - pos-ws: the same fixes as `position` frames on the drivers' open live sockets (authenticated
 *     once, each fix acknowledged after its batch committed; ws-fix-load-support.ts), 10 in flight,
 *     beside the same bare one-transaction-per-fix HTTP route.
 * The hand-written routes live on a bare Fastify server of their own (no hooks, no schemas, no ORM)
 * and call the driver under Drizzle (`db.$client`) directly, with named prepared statements on
 * PostgreSQL.
 *
 *   node --import tsx bench/route-ratio.ts          (npm run bench -- route-ratio)
 *
 * Goals: reads >= 0.5 of the bare route on PostgreSQL (and /me p99 <= 10 ms), >= 0.25 on PGlite;
 * positions >= 2.0x the bare route on both. Each pair runs BENCH_ROUNDS (default 3) alternating
 * rounds of BENCH_SECONDS (default 5) each, 10 connections; the ratio is the median of the rounds'.
 * Beside each: the server side's CPU per request (this process's main thread and, on PostgreSQL,
 * the database's backends), which shows the work a route costs when a shared machine's load, not
 * the route, limits its throughput. Exits non-zero when a goal is missed; the table is also written to
 * bench/results/route-ratio-<date>.md, and each ratio to `npm run bench`'s goals (goal-support.ts).
 * BENCH_PAIRS=me,list,pos,pos-ws and BENCH_DATABASES=pglite,postgres pick some (all by default).
 * 127.0.0.1 only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type RequestSpec } from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { cpuSecondsBetween } from './cpu-support';
import { openScratchPostgres, serverCpuSample } from './database-support';
import { recordGoal } from './goal-support';
import { handWritten } from './hand-routes-support';
import { demoBookers, driversOnJobs, positionPostRequests, type DriverOnJob } from './position-support';
import { wsFixLoad } from './ws-fix-load-support';
import { printTable } from './table-support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Untimed load on both routes first: prepared statements, pooled connections and the JIT warm. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONNECTIONS = 10;
const PAIRS = (process.env.BENCH_PAIRS ?? 'me,list,pos,pos-ws').split(',');
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CLIENT_ID = 2;
const WS_LOAD_LIMITS = { WS_MAX_SOCKETS_PER_IP: '1000', WS_MAX_FRAMES_PER_10S: '1000000' };
/** Drivers on jobs the position load cycles through. */
const POSITION_DRIVERS = 50;
const GOALS = {
  postgres: { share: 0.5, meP99: 10, positions: 2.0 },
  pglite: { share: 0.25, meP99: Infinity, positions: 2.0 },
};

const watchdog = setTimeout(() => {
  console.error('route-ratio: still running after 20 minutes, giving up');
  process.exit(1);
}, 20 * 60_000);
watchdog.unref();

const baseOf = (server: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

/**
 * What a pair sends: one GET with a session, a sequence each connection cycles through, or
 * position frames on the drivers' live sockets (as many in flight as connections).
 */
type Load =
  | { path: string; headers: Record<string, string> }
  | { requests: RequestSpec[] }
  | { sockets: DriverOnJob[] };

/** What a run measured: autocannon's figures (or the socket load's, in the same shape). */
interface Figures {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

const spread =
  process.env.BENCH_SPREAD === '0'
    ? {}
    : { setupClient: fileURLToPath(new URL('./spread-connections.cjs', import.meta.url)) };

/** One run of a load, with the server side's CPU per answered request (ms). */
async function run(
  database: Database,
  base: string,
  load: Load,
  duration = DURATION_SECONDS,
): Promise<Figures & { cpuMs: number; nodeCpuMs: number }> {
  const common = { connections: CONNECTIONS, duration, workers: 1 };
  const cpuBefore = await serverCpuSample(database);
  const result: Figures =
    'sockets' in load
      ? await wsFixLoad({ base, drivers: load.sockets, lanes: CONNECTIONS, seconds: duration })
      : 'requests' in load
        ? await autocannon({ url: base, requests: load.requests, ...common, ...spread })
        : await autocannon({ url: `${base}${load.path}`, headers: load.headers, ...common });
  if ('firstError' in result) console.log(`  ${String(result.firstError)}`);
  const cpuAfter = await serverCpuSample(database);
  const cpuMs = cpuSecondsBetween(cpuBefore, cpuAfter) * 1000;
  // The app's share apart (on PostgreSQL the rest is the database's backends).
  const nodeCpuMs = ((cpuAfter.get('main') ?? 0) - (cpuBefore.get('main') ?? 0)) * 1000;
  const answered = Math.max(1, result.requests.total);
  return { ...result, cpuMs: cpuMs / answered, nodeCpuMs: nodeCpuMs / answered };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Pair {
  id: 'me' | 'list' | 'pos' | 'pos-ws';
  name: string;
  project: Load;
  hand: Load;
  /** The least share of the hand-written route's throughput (a multiple when over 1). */
  goal: number;
  p99Goal: number;
}

/** Alternating rounds of one pair: the median ratio, and the median round's figures. */
async function measurePair(database: Database, project: string, hand: string, pair: Pair) {
  type Run = Awaited<ReturnType<typeof run>>;
  const rounds: { project: Run; hand: Run; ratio: number }[] = [];
  if (WARMUP_SECONDS > 0) {
    await run(database, hand, pair.hand, WARMUP_SECONDS);
    await run(database, project, pair.project, WARMUP_SECONDS);
  }
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so a machine that slows down mid-run hurts both alike.
    const handFirst = round % 2 === 0;
    const first = await run(database, handFirst ? hand : project, handFirst ? pair.hand : pair.project);
    const second = await run(database, handFirst ? project : hand, handFirst ? pair.project : pair.hand);
    const [handResult, projectResult] = handFirst ? [first, second] : [second, first];
    rounds.push({
      project: projectResult,
      hand: handResult,
      ratio: projectResult.requests.average / handResult.requests.average,
    });
  }
  const ratio = median(rounds.map((r) => r.ratio));
  const middle = rounds.find((r) => r.ratio === ratio)!;
  const failed = rounds.reduce(
    (sum, r) => sum + r.project.non2xx + r.project.errors + r.hand.non2xx + r.hand.errors,
    0,
  );
  const ok = failed === 0 && ratio >= pair.goal && middle.project.latency.p99 <= pair.p99Goal;
  const figures = (r: Run) =>
    `${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.cpuMs.toFixed(2)} ms CPU` +
    (database.kind === 'postgres' ? ` (Node ${r.nodeCpuMs.toFixed(2)})` : '');
  return {
    ok,
    ratio,
    figures: `project ${figures(middle.project)}; bare ${figures(middle.hand)}; rounds ${rounds
      .map((r) => r.ratio.toFixed(2))
      .join(', ')}`,
    row: [
      pair.name,
      figures(middle.project),
      figures(middle.hand),
      `${ratio.toFixed(2)} (${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
      // How many times less server CPU per request the project spent (median round).
      (middle.hand.cpuMs / middle.project.cpuMs).toFixed(2),
      `>= ${pair.goal}${Number.isFinite(pair.p99Goal) ? `, p99 <= ${pair.p99Goal} ms` : ''}`,
      failed ? `${failed} failed` : ok ? 'ok' : 'MISSED',
    ],
  };
}

/** Prints the pairs and answers how many goals were missed, and the table as text. */
async function measure(database: Database): Promise<{ missed: number; table: string }> {
  await seedDemoData(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // The socket pair's 50 drivers share one address, and each socket carries hundreds of fixes
    // a second (the production default fits one a second).
    ...WS_LOAD_LIMITS,
    // The group commit's settings, to try them (POSITION_BATCHES_IN_FLIGHT=2 npm run bench ...).
    ...Object.fromEntries(
      [
        'POSITION_BATCH_MAX',
        'POSITION_BATCH_WINDOW_MS',
        'POSITION_BATCHES_IN_FLIGHT',
        'POSITION_BATCH_OVERLAP_MS',
      ].flatMap((key) => (process.env[key] ? [[key, process.env[key]!]] : [])),
    ),
  });
  const app = await buildApp({ database, config, webRoot: '/nonexistent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const hand = await handWritten(database, CLIENT_ID);
  try {
    const { client, admin } = await demoBookers(app);
    const headers = { authorization: `Bearer ${client}` };
    const drivers = await driversOnJobs(app, database, POSITION_DRIVERS, { client, admin });
    const fixes = (prefix: string) => positionPostRequests(drivers, prefix);
    const goal = GOALS[database.kind];
    const pairs: Pair[] = [
      {
        id: 'me',
        name: 'GET /api/auth/me',
        project: { path: '/api/auth/me', headers },
        hand: { path: '/hand/me', headers },
        goal: goal.share,
        p99Goal: goal.meP99,
      },
      {
        id: 'list',
        name: `GET /api/orders/client/${CLIENT_ID}?limit=50`,
        project: { path: `/api/orders/client/${CLIENT_ID}?limit=50`, headers },
        hand: { path: '/hand/orders', headers },
        goal: goal.share,
        p99Goal: Infinity,
      },
      {
        id: 'pos',
        name: 'pos: POST /api/orders/{id}/location',
        project: { requests: fixes('/api') },
        hand: { requests: fixes('/hand') },
        goal: goal.positions,
        p99Goal: Infinity,
      },
      {
        id: 'pos-ws',
        name: 'pos-ws: position frames on the live socket',
        project: { sockets: drivers },
        hand: { requests: fixes('/hand') },
        goal: goal.positions,
        p99Goal: Infinity,
      },
    ];
    let missed = 0;
    const rows: string[][] = [];
    for (const pair of pairs.filter((p) => PAIRS.includes(p.id))) {
      const { ok, row, ratio, figures } = await measurePair(database, baseOf(app), baseOf(hand), pair);
      if (!ok) missed++;
      recordGoal(
        database.kind === 'postgres'
          ? { id: pair.id, ratio, figures }
          : {
              id: `${pair.id}-pglite`,
              name: `${pair.name}, PGlite`,
              bound: 'min',
              value: pair.goal,
              ratio,
              figures,
            },
      );
      rows.push(row);
    }
    const load =
      process.env.BENCH_SPREAD === '0' ? 'pos from the first driver on' : 'pos from a driver per connection';
    const settings = `${load}, POSITION_BATCH_MAX=${config.POSITION_BATCH_MAX}, POSITION_BATCHES_IN_FLIGHT=${config.POSITION_BATCHES_IN_FLIGHT}, POSITION_BATCH_OVERLAP_MS=${config.POSITION_BATCH_OVERLAP_MS}`;
    const title = `${database.kind}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_SECONDS} s, ${settings}, load average ${loadavg()[0]!.toFixed(1)} at the start`;
    const header = [
      'request',
      'project (median round)',
      'hand-written, same driver',
      'ratio (rounds)',
      'CPU ratio',
      'goal (ratio)',
      '',
    ];
    console.log(`\n${title}`);
    const lines: string[] = [];
    printTable(header, rows, (line) => lines.push(line));
    console.log(lines.join('\n'));
    return { missed, table: `${title}\n\n${lines.join('\n')}\n` };
  } finally {
    await hand.close();
    await app.close();
  }
}

let missed = 0;
const tables: string[] = [];
if (DATABASES.includes('pglite')) {
  const pglite = await openDatabase({ dataDir: 'memory' });
  try {
    const result = await measure(pglite);
    missed += result.missed;
    tables.push(result.table);
  } finally {
    await pglite.close();
  }
}
const postgres = DATABASES.includes('postgres') ? await openScratchPostgres('ratio') : undefined;
const unmeasured = !DATABASES.includes('postgres')
  ? 'BENCH_DATABASES leaves PostgreSQL out'
  : !postgres
    ? 'PostgreSQL did not answer (DATABASE_URL)'
    : undefined;
if (unmeasured) for (const id of PAIRS) recordGoal({ id, notMeasured: unmeasured });
if (postgres) {
  try {
    const result = await measure(postgres.database);
    missed += result.missed;
    tables.push(result.table);
  } finally {
    await postgres.drop();
  }
}
const verdict = missed ? `route-ratio: ${missed} goal(s) missed` : 'route-ratio: every goal met';
console.log(`\n${verdict}`);
const here = fileURLToPath(new URL('.', import.meta.url));
mkdirSync(`${here}results`, { recursive: true });
writeFileSync(
  `${here}results/route-ratio-${new Date().toISOString().slice(0, 10)}.md`,
  `# npm run bench -- route-ratio, ${new Date().toISOString().slice(0, 16)} UTC, ` +
    `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n\n` +
    `\`\`\`\n${tables.join('\n')}\n${verdict}\n\`\`\`\n`,
);
process.exit(missed ? 1 : 0);
