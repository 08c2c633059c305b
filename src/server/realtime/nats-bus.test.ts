/**
 * Decision 026 over a real NATS server (127.0.0.1:4222, or NATS_TEST_URL): two app instances on
 * one PostgreSQL database, each with its own database pool and NATS connection, and no LISTEN.
 * PGlite keeps NOTIFY, so this runs only when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { orders } from '../db/schema/index';
import { startServer } from '../server';
import { sampleOrder } from '../test/orders';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import { DEMO } from '../test/helper';
import { publishEvent } from './event-bus';
import { withNatsBus } from './nats-bus';
import { connectLive, type LiveClient } from './test-client';

const serverUrl = process.env.DATABASE_URL;
const busUrl = process.env.NATS_TEST_URL ?? 'nats://127.0.0.1:4222';
const name = `medlink_nats_${process.pid}_${randomBytes(3).toString('hex')}`;

interface Instance {
  app: FastifyInstance;
  database: Database;
  base: string;
}

describe.skipIf(!serverUrl)('live events through NATS between two app instances', () => {
  const instances: Instance[] = [];
  const sockets: LiveClient[] = [];
  let databaseUrl: string;

  async function startInstance(): Promise<Instance> {
    const opened = await openDatabase({ databaseUrl, dataDir: 'memory' });
    const database = await withNatsBus(opened, {
      busUrl,
      databaseUrl,
      connectTimeoutMs: 5_000,
      log: () => undefined,
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      EVENT_BUS: busUrl,
      DATABASE_URL: databaseUrl,
    });
    const app = await buildApp({ database, config, webRoot: '/nonexistent' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const instance = { app, database, base };
    instances.push(instance);
    return instance;
  }

  async function login(on: Instance, username: string, password: string) {
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    return response.json().sessionToken as string;
  }

  async function socket(on: Instance, token: string) {
    const live = await connectLive(`${on.base.replace('http', 'ws')}/ws`, {
      authorization: `Bearer ${token}`,
    });
    sockets.push(live);
    return live;
  }

  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    databaseUrl = withDatabaseName(serverUrl!, name);
    await adminQuery(serverUrl!, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    a = await startInstance();
    b = await startInstance();
  }, 60_000);

  afterAll(async () => {
    for (const live of sockets) live.close();
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 30_000);

  it('delivers an order booked on A to its client socket on B, and to admins there', async () => {
    const token = await login(a, DEMO.client.username, DEMO.client.password);
    const client = await socket(b, await login(b, DEMO.client.username, DEMO.client.password));
    const admin = await socket(b, await login(b, DEMO.admin.username, DEMO.admin.password));
    const booked = await a.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
      payload: sampleOrder,
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as number;
    const isIt = (f: Record<string, unknown>) =>
      f.type === 'new_order' && (f.order as { id: number }).id === id;
    expect(await client.next(isIt, 10_000)).toMatchObject({ order: { id, status: 'pending' } });
    await admin.next(isIt, 10_000);
  });

  it("delivers a driver's position posted on A to the client's socket on B, after its statement", async () => {
    // The position post publishes apart from its one statement on NATS (decision 028).
    const clientToken = await login(a, DEMO.client.username, DEMO.client.password);
    const driverToken = await login(a, DEMO.driver.username, DEMO.driver.password);
    const client = await socket(b, await login(b, DEMO.client.username, DEMO.client.password));
    const me = await a.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${driverToken}` },
    });
    const driverId = me.json().driverId as number;
    const booked = await a.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${clientToken}` },
      payload: sampleOrder,
    });
    const id = booked.json().id as number;
    // Under way with the demo driver, written directly: the job's steps are not what this tests.
    await a.database.db.update(orders).set({ driverId, status: 'pickup_scheduled' }).where(eq(orders.id, id));
    const timestamp = new Date().toISOString();
    const posted = await a.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/location`,
      headers: { authorization: `Bearer ${driverToken}` },
      payload: { latitude: 29.75, longitude: -95.37, timestamp },
    });
    expect(posted.statusCode).toBe(201);
    const frame = await client.next((f) => f.type === 'driver_location_update' && f.orderId === id, 10_000);
    expect(frame).toMatchObject({ orderId: id, driverId, latitude: 29.75, longitude: -95.37, timestamp });
  });

  it('publishes nothing for a rolled-back transaction or a rolled-back savepoint', async () => {
    const admin = await socket(b, await login(b, DEMO.admin.username, DEMO.admin.password));
    const audience = { clientId: 2, driverId: null, openJob: false };
    const event = (id: number) => ({
      type: 'order_status_update' as const,
      order: { id, status: 'confirmed' as const, clientId: 2, driverId: null },
    });
    await expect(
      a.database.db.transaction(async (tx) => {
        await publishEvent(tx, audience, event(910_001));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await a.database.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await publishEvent(savepoint, audience, event(910_002));
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      await tx.transaction(async (savepoint) => publishEvent(savepoint, audience, event(910_003)));
      await publishEvent(tx, audience, event(910_004));
    });
    // One connection keeps its order: once the last committed event is here, nothing else is coming.
    await admin.next((f) => (f.order as { id?: number } | undefined)?.id === 910_004, 10_000);
    const ids = admin.frames.map((f) => (f.order as { id?: number } | undefined)?.id).filter(Boolean);
    expect(ids).toEqual([910_003, 910_004]);
  });

  it('closes, on B, the sockets of a session signed out on A', async () => {
    const token = await login(a, DEMO.driver.username, DEMO.driver.password);
    const live = await socket(b, token);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await live.closed).toEqual({ code: 4401 });
  });

  it('refuses to start in one line when NATS does not answer', async () => {
    const started = startServer({
      DATABASE_URL: databaseUrl,
      EVENT_BUS: 'nats://127.0.0.1:1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DB_CONNECT_TIMEOUT_MS: '2000',
    });
    await expect(started).rejects.toThrow(
      /^Cannot reach NATS at 127\.0\.0\.1:1 \(EVENT_BUS\): .*unset EVENT_BUS/,
    );
  });
});
