/**
 * One database handle for the whole server: embedded PGlite by default, a PostgreSQL server when
 * DATABASE_URL is set (decision 001). Both speak the same SQL and run the same migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The drizzle handle, the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball (the test template). */
  dump?: () => Promise<Blob>;
  /** Listen on a NOTIFY channel; returns the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... to use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory' for an in-memory database. */
  dataDir: string;
  /** A PGlite dump to start an in-memory database from (tests: skips initdb, about 4 s). */
  pgliteTemplate?: Blob;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// numeric -> string is pg's default already; timestamps with time zone are parsed as Date.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client =
    dataDir === 'memory' ? new PGlite(template ? { loadDataDir: template } : {}) : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  const listeners: pg.PoolClient[] = [];
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      // LISTEN needs one dedicated connection that stays open.
      const conn = await pool.connect();
      listeners.push(conn);
      conn.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await conn.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await conn.query(`UNLISTEN "${channel.replace(/"/g, '')}"`).catch(() => undefined);
        conn.release();
        listeners.splice(listeners.indexOf(conn), 1);
      };
    },
    async close() {
      for (const conn of listeners.splice(0)) conn.release();
      await pool.end();
    },
  };
}
