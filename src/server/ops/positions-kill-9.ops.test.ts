/**
 * A position fix is answered only once the group commit that holds it has committed (decision
 * 063). Caused for real: the built server on PostgreSQL takes a driver's posts on several
 * connections at once, so they commit in shared batches, and is killed with SIGKILL while posts
 * are in flight. Every fix it answered 201 must be in the database afterwards; the ones cut off
 * may or may not be, since their drivers were never told either way.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import { login, post, sampleOrder, startBuilt, stopAll } from './processes';

const serverUrl = process.env.DATABASE_URL;
let database: string | undefined;

afterAll(async () => {
  await stopAll();
  if (database) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

async function send(base: string, token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(!serverUrl)('positions and a killed server', () => {
  it('keeps every fix it acknowledged before SIGKILL, with posts committing in shared batches', async () => {
    database = `medlink_ops_kill_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE ${database}`);
    const url = withDatabaseName(serverUrl!, database);
    const server = await startBuilt({ DATABASE_URL: url });
    const client = await login(server.url, 'client', 'client123');
    const admin = await login(server.url, 'admin', 'admin123');
    const driver = await login(server.url, 'driver', 'driver123');

    const booked = await post(server.url, client, '/api/orders', sampleOrder);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const orderId = booked.body.id as number;
    const steps = [
      await send(server.url, admin, 'PATCH', `/api/orders/${orderId}`, { status: 'confirmed' }),
      await send(server.url, driver, 'POST', `/api/orders/${orderId}/accept`, {}),
      await send(server.url, driver, 'PATCH', `/api/orders/${orderId}/status`, {
        status: 'pickup_scheduled',
      }),
    ];
    expect(
      steps.map((s) => s.status),
      JSON.stringify(steps.map((s) => s.body)),
    ).toEqual([200, 200, 200]);

    // Each fix is told apart by its timestamp: one millisecond apart, in the recent past.
    const start = Date.now() - 60_000;
    let next = 0;
    const acknowledged: string[] = [];
    let cut = 0;
    const failures: string[] = [];
    let killed = false;
    const lane = async () => {
      while (!killed && failures.length === 0) {
        const timestamp = new Date(start + next++).toISOString();
        try {
          const r = await send(server.url, driver, 'POST', `/api/orders/${orderId}/location`, {
            latitude: 29.7312,
            longitude: -95.3901,
            timestamp,
            status: 'pickup_scheduled',
          });
          if (r.status === 201) acknowledged.push(timestamp);
          else if (!killed) failures.push(`${r.status} ${JSON.stringify(r.body)}`);
        } catch (error) {
          if (killed) cut++;
          else failures.push(String(error));
        }
      }
    };
    const lanes = Array.from({ length: 8 }, lane);
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < 400 && failures.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true;
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    await Promise.all(lanes);
    expect(failures).toEqual([]);

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      // xmin names the transaction that wrote a row: fewer transactions than rows means the
      // answered fixes did share commits, which is what the kill is meant to cut across.
      const { rows } = await db.query<{ at: Date; tx: string }>(
        'select recorded_at as at, xmin::text as tx from location_updates where order_id = $1',
        [orderId],
      );
      const stored = new Set(rows.map((row) => row.at.toISOString()));
      const lost = acknowledged.filter((timestamp) => !stored.has(timestamp));
      expect(
        lost,
        `${lost.length} of ${acknowledged.length} acknowledged fixes lost, ${cut} posts cut off by the kill`,
      ).toEqual([]);
      expect(new Set(rows.map((row) => row.tx)).size).toBeLessThan(rows.length);
    } finally {
      await db.end();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);
  }, 150_000);
});
