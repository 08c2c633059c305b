/** The only file that writes and reads the access log (decision 044). */
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
 * One INSERT, on its own (never inside a longer transaction): the database's trigger numbers,
 * stamps, links and hashes the row under a lock held only for this statement.
 */
export async function insertAccess(db: DbOrTx, entry: NewAccess): Promise<void> {
  await db.execute(sql`
    insert into access_log (user_id, role, route, ip_address, order_ids, records, fields)
    values (${entry.userId}, ${entry.role}, ${entry.route}, ${entry.ipAddress},
            ${toIntArray(entry.orderIds)}::integer[], ${toTextArray(entry.records)}::varchar[],
            ${toTextArray(entry.fields)}::varchar[])`);
}

/** A PostgreSQL array literal of whole numbers, '{1,2,3}'. */
const toIntArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
/** A PostgreSQL array literal of identifiers (field groups, `kind:id` records): nothing to escape. */
const toTextArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/[^a-z0-9:-]/g, '')}"`).join(',')}}`;

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
