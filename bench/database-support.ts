import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { adminQuery, withDatabaseName } from '../src/server/test/postgres-admin';
import type { CpuSample } from './cpu-support';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh PostgreSQL database for one benchmark, dropped afterwards; undefined (and said so) when
 * no server answers, so a machine without PostgreSQL still runs the PGlite half.
 */
export async function openScratchPostgres(
  prefix: string,
): Promise<{ database: Database; drop: () => Promise<void> } | undefined> {
  const name = `medlink_${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await adminQuery(POSTGRES_URL, `CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`\nPostgreSQL: skipped, ${POSTGRES_URL} did not answer (${(error as Error).message})`);
    return undefined;
  }
  const database = await openDatabase({
    databaseUrl: withDatabaseName(POSTGRES_URL, name),
    dataDir: 'memory',
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * What production refuses to start without (src/server/production-settings.ts): a measured server
 * runs with them as an operator's would, simulated payments stated explicitly.
 */
export const PRODUCTION_SETTINGS = {
  ID_SIGNING_KEY: randomBytes(32).toString('base64url'),
  PUBLIC_BASE_URL: 'https://medlink.example',
  PAYMENT_PROVIDER: 'test',
} as const;

/**
 * The environment for the built server (`dist/server/main.js`) with the demo data: a fresh
 * PostgreSQL database when DATABASE_URL is set (dropped by `drop`), in-memory PGlite otherwise.
 */
export async function builtServerEnv(
  prefix: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    ...PRODUCTION_SETTINGS,
    SEED_DEMO: 'true',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  const url = process.env.DATABASE_URL;
  if (!url) return { env: { ...env, DATABASE_URL: '', DATA_DIR: 'memory' }, drop: async () => {} };
  const name = `medlink_${prefix}_${process.pid}_${Date.now()}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  return {
    env: { ...env, DATABASE_URL: withDatabaseName(url, name) },
    drop: async () => void (await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * The address a built server (`dist/server/main.js`, started with `builtServerEnv`) logs once it
 * listens; fails if it exits first. Its output is read on afterwards so the pipe never fills.
 */
export async function builtServerUrl(child: ChildProcess): Promise<string> {
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  child.stdout!.resume();
  return url;
}

/** CPU seconds (user + system) of one thread or process, from /proc (Linux). */
const ticksOf = (path: string): number | undefined => {
  try {
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the file, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined; // a backend that ended between the listing and the read
  }
};

/**
 * The server side of an in-process benchmark, now: this process's main thread (the app and, on
 * PGlite, the database; not a load generator in a worker thread) and, on PostgreSQL, every backend
 * serving this database, the one that answers this query included (any pooled connection may
 * answer it, and the app uses them all). Read from /proc: the server runs on this host. Compare two
 * with `cpuSecondsBetween`.
 */
export async function serverCpuSample(database: Database): Promise<CpuSample> {
  const sample: CpuSample = new Map([
    ['main', ticksOf(`/proc/${process.pid}/task/${process.pid}/stat`) ?? 0],
  ]);
  if (database.kind === 'postgres') {
    const result = await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database()`,
    );
    const rows = (result as unknown as { rows: { pid: number }[] }).rows;
    for (const { pid } of rows) {
      const seconds = ticksOf(`/proc/${pid}/stat`);
      if (seconds !== undefined) sample.set(String(pid), seconds);
    }
  }
  return sample;
}
