/** The only file that writes and reads the access log (decision 044). */
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement, type PreparedStatement } from '../../db/prepared-statement';
import { accessLog, users } from '../../db/schema/index';

export interface NewAccess {
  userId: number | null;
  role: string;
  route: string;
  ipAddress: string | null;
  orderIds: readonly number[];
  records: readonly string[];
  fields: readonly string[];
}

/**
 * One INSERT of several entries, on its own (never inside a longer transaction): the database's
 * trigger numbers, stamps, links and hashes each row under a lock held only for this statement.
 * A row-level trigger sees the rows the same statement inserted before it, so the entries of one
 * batch chain to each other in the order given. Prepared once per handle: it runs for every read
 * of protected fields.
 */
export async function insertAccessBatch(db: DbOrTx, entries: readonly NewAccess[]): Promise<void> {
  const statement = preparedStatement(
    appendStatements,
    db,
    'medlink_access_log_append',
    () => sql`
      insert into access_log (user_id, role, route, ip_address, order_ids, records, fields)
      select e.user_id, e.role, e.route, e.ip_address, e.order_ids, e.records, e.fields
      from rows from (json_to_recordset(${sql.placeholder('entries')}::json) as (
        user_id integer, role varchar, route varchar, ip_address varchar, order_ids integer[],
        records varchar[], fields varchar[])) with ordinality
        as e(user_id, role, route, ip_address, order_ids, records, fields, n)
      order by e.n`,
  );
  const rows = entries.map((entry) => ({
    user_id: entry.userId,
    role: entry.role,
    route: entry.route,
    ip_address: entry.ipAddress,
    order_ids: entry.orderIds.map((id) => Math.trunc(id)),
    records: entry.records,
    fields: entry.fields,
  }));
  await statement.execute({ entries: JSON.stringify(rows) });
}

const appendStatements = new WeakMap<DbOrTx, PreparedStatement>();

/** A PostgreSQL array literal of whole numbers, '{1,2,3}'. */
const toIntArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export interface AccessFilter {
  orderId?: number | undefined;
  /** Entries of any of these orders (an organisation's scope); undefined: every order. */
  orderIdsIn?: readonly number[] | undefined;
  userId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Entries older than this sequence number (the next page). */
  before?: number | undefined;
}

function conditions(filter: AccessFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.orderId !== undefined)
    where.push(sql`${accessLog.orderIds} @> array[${filter.orderId}]::integer[]`);
  if (filter.orderIdsIn !== undefined)
    where.push(sql`${accessLog.orderIds} && ${toIntArray(filter.orderIdsIn)}::integer[]`);
  if (filter.userId !== undefined) where.push(eq(accessLog.userId, filter.userId));
  if (filter.from) where.push(gte(accessLog.at, filter.from));
  if (filter.to) where.push(lte(accessLog.at, filter.to));
  if (filter.before !== undefined) where.push(lt(accessLog.seq, filter.before));
  return where;
}

/** Newest first, with the reader's name as it is now. */
export function listAccess(db: DbOrTx, filter: AccessFilter, limit: number) {
  return db
    .select({
      seq: accessLog.seq,
      at: accessLog.at,
      userId: accessLog.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: accessLog.role,
      route: accessLog.route,
      ipAddress: accessLog.ipAddress,
      orderIds: accessLog.orderIds,
      records: accessLog.records,
      fields: accessLog.fields,
    })
    .from(accessLog)
    .leftJoin(users, eq(users.id, accessLog.userId))
    .where(and(...conditions(filter)))
    .orderBy(desc(accessLog.seq))
    .limit(limit);
}

export type AccessRow = Awaited<ReturnType<typeof listAccess>>[number];

export interface ChainLink {
  seq: number;
  linked: boolean;
  intact: boolean;
}

/**
 * A page of the chain from `afterSeq` on, each row recomputed by the database's own definition of
 * an entry's hash (the migration's access_log_entry_hash) and compared with the previous row's.
 */
export async function chainPage(db: DbOrTx, afterSeq: number, prevHash: string, limit: number) {
  const result = await db.execute(sql`
    select seq::bigint as seq, hash, prev_hash, hash = access_log_entry_hash(a) as intact
    from access_log a where seq > ${afterSeq} order by seq limit ${limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  let previous = prevHash;
  return rows.map((row) => {
    const link = {
      seq: Number(row.seq),
      hash: String(row.hash),
      linked: row.prev_hash === previous,
      intact: row.intact === true,
    };
    previous = link.hash;
    return link;
  });
}
