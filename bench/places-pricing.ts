/**
 * Throughput and latency of the booking form's two hot calls, against a bare route on the same
 * app as the baseline: GET /api/places/autocomplete (signed in) and POST /api/pricing/calculate.
 *
 *   node --import tsx bench/places-pricing.ts
 *
 * In-memory PGlite with the demo seed, listening on 127.0.0.1 on a free port; ~5 s per target.
 * The ratio to the bare route is the number to watch: it does not depend on the machine.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { Options, Result } from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/index';
import { printRuns } from './table-support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const database = await openDatabase({ dataDir: 'memory' });
await seedDemoData(database.db);
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const app = await buildApp({ database, config, webRoot: '/nonexistent' });
// The baseline: no session, no database, no schema; only Fastify's own cost per request.
app.get('/bench/bare', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'client', password: 'client123' }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const { sessionToken } = (await login.json()) as { sessionToken: string };

const targets: [string, Options][] = [
  ['GET /bench/bare (baseline)', { url: `${base}/bench/bare` }],
  // The session look-up alone (two indexed queries), to tell its cost from the search's.
  [
    'GET /api/auth/me (session only)',
    { url: `${base}/api/auth/me`, headers: { authorization: `Bearer ${sessionToken}` } },
  ],
  [
    'GET /api/places/autocomplete',
    {
      url: `${base}/api/places/autocomplete?q=1200%20Main%20St%2C%20Hou`,
      headers: { authorization: `Bearer ${sessionToken}` },
    },
  ],
  [
    'POST /api/pricing/calculate',
    {
      url: `${base}/api/pricing/calculate`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pickupLatitude: '29.7073',
        pickupLongitude: '-95.3978',
        deliveryLatitude: '29.7604',
        deliveryLongitude: '-95.3698',
        serviceType: 'medical_prescription',
        priority: 'express',
      }),
    },
  ],
];

// One request each first: the gazetteer loads at first use and must not count against the run.
for (const [, options] of targets) {
  const response = await fetch(options.url, {
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  if (!response.ok) throw new Error(`${options.url} answered ${response.status}: ${await response.text()}`);
}

const results: [string, Result][] = [];
for (const [name, options] of targets) {
  results.push([
    name,
    await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options }),
  ]);
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${database.kind}\n`);
printRuns(results);

await app.close();
await database.close();
