/**
 * Faults of a PostgreSQL deployment, caused for real against the built server: a database host
 * that never answers, three migrations at once, the LISTEN backend terminated, the database lost
 * and back. Needs DATABASE_URL (a server where test databases may be created and dropped).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import { connectLive } from '../realtime/test-client';
import {
  builtMain,
  builtMigrate,
  launch,
  login,
  post,
  root,
  sampleOrder,
  startBuilt,
  stopAll,
} from './processes';
import { silentPort, tcpProxy } from './tcp-proxy';

const serverUrl = process.env.DATABASE_URL;
const created: string[] = [];

async function freshDatabase(): Promise<string> {
  const name = `medlink_ops_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
  created.push(name);
  return name;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

afterAll(async () => {
  await stopAll();
  for (const name of created) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe.skipIf(!serverUrl)('PostgreSQL faults', () => {
  it('gives up on a database that never answers within the stated time, naming host, setting and cause', async () => {
    const silent = await silentPort();
    try {
      const run = launch([builtMain], {
        DATABASE_URL: `postgres://medlink@127.0.0.1:${silent.port}/medlink`,
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STARTUP_TIMEOUT_MS: '3000',
      });
      const { code, ms } = await run.exited;
      expect(code).toBe(1);
      expect(ms).toBeLessThan(15_000);
      const first = run.output().trim().split('\n')[0]!;
      expect(first).toContain(`127.0.0.1:${silent.port}/medlink`);
      expect(first).toMatch(/within 3 s: .*timeout/i);
      expect(first).toContain('DATABASE_URL');
    } finally {
      await silent.close();
    }
  }, 60_000);

  it('three db:migrate at once on a new database migrate it once', async () => {
    const url = withDatabaseName(serverUrl!, await freshDatabase());
    const runs = [1, 2, 3].map(() => launch([builtMigrate], { DATABASE_URL: url }));
    const exits = await Promise.all(runs.map((run) => run.exited));
    expect(
      exits.map((e) => e.code),
      runs.map((r) => r.output()).join('\n'),
    ).toEqual([0, 0, 0]);
    const journal = JSON.parse(
      readFileSync(`${root}src/server/db/migrations/meta/_journal.json`, 'utf8'),
    ) as {
      entries: unknown[];
    };
    const rows = await query<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations');
    expect(Number(rows[0]!.n)).toBe(journal.entries.length);
  }, 90_000);

  it('the LISTEN backend terminated: sockets are told to resync and later events still arrive', async () => {
    const url = withDatabaseName(serverUrl!, await freshDatabase());
    const server = await startBuilt({ DATABASE_URL: url });
    const token = await login(server.url, 'client', 'client123');
    const socket = await connectLive(`${server.url.replace('http', 'ws')}/ws`, {
      authorization: `Bearer ${token}`,
    });
    try {
      const name = new URL(url).pathname.slice(1);
      const killed = await query<{ ok: boolean }>(
        serverUrl!,
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`,
        [name],
      );
      expect(killed.length).toBeGreaterThan(0);
      await socket.next((f) => f.type === 'resync', 20_000);
      const order = await post(server.url, token, '/api/orders', sampleOrder);
      expect(order.status).toBe(201);
      const event = await socket.next((f) => f.type === 'new_order', 10_000);
      expect(event).toMatchObject({ order: { id: order.body.id } });
      expect(server.child.exitCode).toBeNull();
    } finally {
      socket.close();
    }
  }, 150_000);

  it('a lost database answers 503 with Retry-After, health says degraded, and all is well once it is back', async () => {
    const url = withDatabaseName(serverUrl!, await freshDatabase());
    const target = new URL(serverUrl!);
    const proxy = await tcpProxy(Number(target.port || 5432), target.hostname);
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startBuilt({ DATABASE_URL: viaProxy.toString(), DB_CONNECT_TIMEOUT_MS: '1000' });
    const token = await login(server.url, 'client', 'client123');
    const me = () => fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);

    // Pool connections terminated under the server (a restart, an operator): never a 500.
    const name = new URL(url).pathname.slice(1);
    await query(serverUrl!, `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      name,
    ]);
    for (let i = 0; i < 5; i++) expect([200, 503]).toContain((await me()).status);
    await until(
      async () => ((await me()).status === 200 ? true : undefined),
      15_000,
      'requests after terminate',
    );

    await proxy.stop();
    const lost = await me();
    expect(lost.status).toBe(503);
    expect(lost.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await lost.json()) as { message: string }).message).toMatch(/try again/i);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'degraded',
      reason: expect.stringMatching(/database/),
    });

    await proxy.start();
    await until(
      async () => ((await me()).status === 200 ? true : undefined),
      20_000,
      'requests after the database is back',
    );
    await until(
      async () => ((await fetch(`${server.url}/api/health`)).status === 200 ? true : undefined),
      30_000,
      'health ok (LISTEN back)',
    );
    expect(server.child.exitCode).toBeNull();
    await proxy.stop();
    server.child.kill('SIGTERM');
    await server.exited;
  }, 150_000);
});
