/**
 * One database handle for the whole server: embedded PGlite by default, a PostgreSQL server when
 * DATABASE_URL is set (decision 001). Both speak the same SQL and run the same migrations.
 */
import type { Database, DatabaseTimeouts } from './handle';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, DatabaseTimeouts, Db, DbOrTx, Schema, Tx } from './handle';

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  startupMs: 30_000,
};

export interface DatabaseOptions {
  /** postgres://... to use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory' for an in-memory database. */
  dataDir: string;
  /** A PGlite dump to start an in-memory database from (tests: skips initdb, about 4 s). */
  pgliteTemplate?: Blob;
  timeouts?: Partial<DatabaseTimeouts>;
}

// numeric -> string is pg's default already; timestamps with time zone are parsed as Date.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  if (options.databaseUrl) return openPostgres(options.databaseUrl, timeouts);
  return openPglite(options.dataDir, options.pgliteTemplate);
}
