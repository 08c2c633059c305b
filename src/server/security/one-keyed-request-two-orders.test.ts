/**
 * One keyed request, two orders: the Idempotency-Key claim, the booking and the stored answer were
 * three separate writes, so a server killed after the order committed and before its answer was
 * stored left the key unanswered; the resend was told 409 with Retry-After: 1 for two minutes, then
 * ran again and booked a second order. Reproduced here as the review did: a real server process
 * holds that moment open (its answer write never returns), is killed with SIGKILL inside it, and
 * the same request is sent again to a server on the same database, honouring Retry-After.
 * Exactly one order exists, and the resend answers it. Runs on PGlite (a data directory) or, with
 * DATABASE_URL, on PostgreSQL.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { orders } from '../db/schema/index';
import { LEASE_SECONDS } from '../plugins/idempotency';
import { adminQuery, withDatabaseName } from '../test/postgres-admin';
import { DEMO } from '../test/helper';
import { HOUSTON_BOOKING } from '../test/orders';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverScript = fileURLToPath(new URL('./support/held-answer-server.ts', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A database of its own, seeded like every test's: where it is, for the child and for us. */
async function freshDatabase(): Promise<{ env: NodeJS.ProcessEnv; open: () => Promise<Database> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `medlink_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    cleanups.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const databaseUrl = withDatabaseName(url, name);
    return {
      env: { DATABASE_URL: databaseUrl },
      open: () => openDatabase({ databaseUrl, dataDir: 'memory' }),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'medlink-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir, PGLITE_TEMPLATE: inject('pgliteTemplatePath') },
    open: () => openDatabase({ dataDir }),
  };
}

function startHeldServer(env: NodeJS.ProcessEnv) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  const waitFor = (pattern: RegExp, ms: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${pattern} from the server:\n${output}`)), ms);
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          clearTimeout(timer);
          resolve(match);
        }
      };
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        check();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      check();
    });
  return { child, exited, waitFor };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one keyed request books one order, whatever kills the server', () => {
  it('a server killed between the order commit and the stored answer: the resend answers that order, no second one', async () => {
    const { env, open } = await freshDatabase();
    const server = startHeldServer(env);
    const [, base] = await server.waitFor(/LISTENING (\S+)\n/, 120_000);

    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.client),
    });
    expect(signIn.status).toBe(200);
    const { sessionToken, user } = (await signIn.json()) as { sessionToken: string; user: { id: number } };

    const marker = `Crash test ${randomBytes(4).toString('hex')}`;
    const booking = { ...HOUSTON_BOOKING, itemDescription: marker };
    const key = `book-${randomBytes(6).toString('hex')}`;
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${sessionToken}`,
      'idempotency-key': key,
    };
    const lost = fetch(`${base}/api/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify(booking),
    }).catch(() => 'connection lost');
    await server.waitFor(/IN-WINDOW/, 60_000);
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await lost).toBe('connection lost');

    // A new server on the same database (the next process on PGlite, a peer on PostgreSQL).
    const database = await open();
    const app = await buildApp({
      database,
      config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }),
      webRoot: '/nonexistent',
    });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    const resend = () => app.inject({ method: 'POST', url: '/api/orders', headers, payload: booking });

    let answer = await resend();
    const waits: number[] = [];
    while (answer.statusCode === 409 && waits.length < 5) {
      expect(answer.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(LEASE_SECONDS);
      waits.push(wait);
      await sleep(wait * 1000);
      answer = await resend();
    }
    expect(answer.statusCode).toBe(201);
    // PGlite: one process per directory, so the dead owner is known at once; PostgreSQL: one wait
    // for the lease its owner stopped renewing.
    if (!process.env.DATABASE_URL) expect(waits).toEqual([]);
    else expect(waits.length).toBeLessThanOrEqual(1);

    const booked = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.clientId, user.id), eq(orders.itemDescription, marker)));
    expect(booked).toHaveLength(1);
    expect(answer.json().id).toBe(booked[0]!.id);

    const replay = await resend();
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(booked[0]!.id);
  }, 240_000);
});
