/**
 * A hand-written statement prepared once per database handle: what `db.execute` does for raw SQL,
 * with placeholders and a name, so PostgreSQL parses and plans it once per pooled connection and
 * Drizzle builds its text once. For hot statements the query builder cannot prepare (CTEs,
 * aggregates over several tables); each caller gives its own unique name.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

export type PreparedStatement = PgPreparedQuery<PreparedQueryConfig & { execute: unknown }>;

/** The statement for this handle; `build` runs once per handle (a transaction is a handle of its own). */
export function preparedStatement(
  cache: WeakMap<DbOrTx, PreparedStatement>,
  db: DbOrTx,
  name: string,
  build: () => SQL,
): PreparedStatement {
  let query = cache.get(db);
  if (!query) {
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    query = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false) as PreparedStatement;
    cache.set(db, query);
  }
  return query;
}

/** The rows of a prepared raw statement's answer (both drivers answer `{ rows }`). */
export const preparedRows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
