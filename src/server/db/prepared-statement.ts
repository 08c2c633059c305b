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

/** What a Drizzle prepared query keeps of the statement it was built from (both drivers' classes). */
interface BuiltQuery {
  queryString: string;
  params: unknown[];
  fields: unknown;
  _isResponseInArrayMode: boolean;
  joinsNotNullableMap: unknown;
  queryMetadata: unknown;
  cacheConfig: unknown;
}
const builtQueries = new Map<string, BuiltQuery>();

/**
 * A query-builder statement (a select with placeholders) prepared per database handle, with its
 * SQL and field list built once per process (decision 037). `prepareOnce`'s pattern (decision
 * 024) builds it again for every handle, and a transaction is a handle of its own: a read inside
 * a transaction built the whole statement on every call, which for the order with its people
 * allocated more than running it. Here a new handle only wraps the SQL already built in its own
 * prepared query (the same text, the same name, the same row mapping). `build` must always
 * build the same statement for the same name.
 */
export function preparedQuery<H extends DbOrTx, Q>(
  cache: WeakMap<H, Q>,
  db: H,
  name: string,
  build: (db: H) => { prepare(name: string): Q },
): Q {
  let query = cache.get(db);
  if (query) return query;
  const built = builtQueries.get(name);
  if (!built) {
    query = build(db).prepare(name);
    builtQueries.set(name, query as unknown as BuiltQuery);
  } else {
    const { session } = db as unknown as { session: PgSession };
    const again = session.prepareQuery(
      { sql: built.queryString, params: built.params },
      built.fields as Parameters<PgSession['prepareQuery']>[1],
      name,
      built._isResponseInArrayMode,
      undefined,
      built.queryMetadata as Parameters<PgSession['prepareQuery']>[5],
      built.cacheConfig as Parameters<PgSession['prepareQuery']>[6],
    ) as unknown as BuiltQuery;
    again.joinsNotNullableMap = built.joinsNotNullableMap;
    query = again as unknown as Q;
  }
  cache.set(db, query);
  return query;
}
