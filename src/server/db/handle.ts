/**
 * The database handle's types, whichever driver is underneath. Apart from client.ts (which
 * re-exports them) so the two drivers can name them without importing the file that opens them.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';
import type { Log } from './postgres-listener';

export type Schema = typeof schema;
/** The drizzle handle, the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How many queries may run at once: the pool's size on PostgreSQL, 1 on PGlite. */
  connections: number;
  /** PGlite only: the whole database as a tarball (the test template). */
  dump?: () => Promise<Blob>;
  /**
   * Listen on a NOTIFY channel; returns the function that stops listening. `onResync` runs when
   * the listening connection came back after a loss: notifications in between are gone.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  /** Whether live notifications are flowing (the health endpoint reports it). */
  status?: () => { ok: boolean; reason?: string };
  close(): Promise<void>;
}

export interface DatabaseTimeouts {
  /** PostgreSQL: one connection attempt gives up after this long. */
  connectMs: number;
  /** PostgreSQL: a statement is cancelled after this long. */
  statementMs: number;
  /** PostgreSQL: start-up retries connecting and migrating for this long, then exits. */
  startupMs: number;
  log?: Log;
}
