/**
 * Decision 006 end to end: two real server processes on one PostgreSQL database. A change made
 * through one process reaches a socket held by the other, through LISTEN/NOTIFY alone; started
 * together, they migrate and seed the database once. PGlite
 * cannot be shared between processes, so this runs only when DATABASE_URL is set.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../modules/notifications/test-smtp';
import { sampleOrder } from '../test/orders';
import { signUpOverHttp } from '../test/sign-up-over-http';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import { connectLive, type LiveClient } from './test-client';

const serverUrl = process.env.DATABASE_URL;
const name = `medlink_two_${process.pid}_${randomBytes(3).toString('hex')}`;
const children: ChildProcessWithoutNullStreams[] = [];

/** Starts `main.ts` as `npm start` would and answers its URL from the 'MedLink is ready' log line. */
function startProcess(databaseUrl: string, smtpUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      SMTP_URL: smtpUrl,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 50_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"url":"(http:\/\/[^"]+)"/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
}

async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login on ${base} failed: ${response.status}`);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

async function call(base: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(!serverUrl)('live events across two processes on one PostgreSQL', () => {
  let a: string;
  let b: string;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
    const databaseUrl = withDatabaseName(serverUrl!, name);
    // Both at once, as replicas of one deploy start: the migration lock lets one migrate, the
    // seed lock lets one seed; the other waits and finds both done.
    smtp = await startTestSmtp();
    [a, b] = await Promise.all([startProcess(databaseUrl, smtp.url), startProcess(databaseUrl, smtp.url)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await smtp?.close();
  }, 30_000);

  it('migrated the database once although both started together', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: withDatabaseName(serverUrl!, name) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      expect(Number(rows[0]!.n)).toBe(journal.entries.length);
      const admins = await client.query<{ n: string }>(
        "select count(*) as n from users where username = 'admin'",
      );
      expect(Number(admins.rows[0]!.n)).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('delivers an order booked and paid on A to the client socket on B, and to nobody else', async () => {
    const onA = await login(a, 'client', 'client123');
    const onB = await login(b, 'client', 'client123');
    const wsB = b.replace('http', 'ws') + '/ws';
    const sockets: LiveClient[] = [];
    try {
      const client = await connectLive(wsB, { authorization: `Bearer ${onB}` });
      sockets.push(client);
      const registered = await signUpOverHttp(b, smtp, {
        username: `other${randomBytes(3).toString('hex')}`,
        email: `other${randomBytes(3).toString('hex')}@example.com`,
        password: 'Other-pass-1',
        firstName: 'O',
        lastName: 'C',
      });
      const otherToken = ((await registered.json()) as { sessionToken: string }).sessionToken;
      const other = await connectLive(wsB, { authorization: `Bearer ${otherToken}` });
      sockets.push(other);

      const created = await call(a, onA, '/api/orders', sampleOrder);
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      expect((await call(a, onA, '/api/test-payment', { orderId: id })).status).toBe(200);

      const about = (type: string, status: string) => (f: Record<string, unknown>) =>
        f.type === type &&
        (f.order as { id: number; status: string }).id === id &&
        (f.order as { status: string }).status === status;
      expect(await client.next(about('new_order', 'pending'), 10_000)).toMatchObject({
        order: { id, clientId: 2, driverId: null },
      });
      expect(await client.next(about('order_status_update', 'confirmed'), 10_000)).toMatchObject({
        previousStatus: 'pending',
      });
      expect(other.frames.some((f) => f.type === 'new_order' || f.type === 'order_status_update')).toBe(
        false,
      );
    } finally {
      for (const socket of sockets) socket.close();
    }
  }, 60_000);
});
