/**
 * Every order, filtered, newest first, a keyset page at a time. The sort is orders_created_idx
 * (with a status filter orders_status_created_idx): a page reads about `limit` matching index
 * entries wherever it is in the list, where an OFFSET would read every row before it. The page is
 * chosen on `orders` alone and only its rows are joined to their people (a deferred join).
 *
 * Text search has no index (pg_trgm is not in PGlite), so it is bounded instead: the match is
 * tested on at most SEARCH_WINDOW orders per request, as the index walk meets them. A common word
 * fills its page after a few hundred rows; a rare one stops at the window. A display number is a
 * primary-key look-up.
 */
import { and, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { orderNumberInSearch, ORDER_COUNT_CAP, SEARCH_WINDOW, type DayOrInstant } from '@domain/admin';
import type { OrderStatus, ServiceType } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { orders, organizations, users } from '../../db/schema/index';
import { newestFirst, selectOrders } from './repository';
import { STATS_TIME_ZONE } from '../stats/index';

export interface OrderFilters {
  /** Which orders the viewer may see at all: the access policy's orderScope (dispatch: every one). */
  scope?: SQL | undefined;
  status?: OrderStatus | undefined;
  serviceType?: ServiceType | undefined;
  from?: DayOrInstant | undefined;
  to?: DayOrInstant | undefined;
}

/** Where the previous page ended: its last order's (created_at, id), the timestamp as PostgreSQL text. */
export interface Cursor {
  id: number;
  createdAt: string;
}

/**
 * What the search box asks for: nothing, one order by its display number, or text. Bare digits
 * also name an order (`numberId`): with `pin` it is shown first on the first page and left out of
 * the text matches; without (a page of one), it is one more match among them.
 */
export type Search =
  | { kind: 'none' }
  | { kind: 'order'; id: number }
  | { kind: 'text'; pattern: string; numberId: number | null; pin: boolean; window: number };

/** `%`, `_` and `\` typed into the search box are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function planSearch(q: string | undefined, pin: boolean, window = SEARCH_WINDOW): Search {
  if (!q) return { kind: 'none' };
  const number = orderNumberInSearch(q);
  if (number?.exact) return { kind: 'order', id: number.id };
  return { kind: 'text', pattern: `%${escapeLike(q)}%`, numberId: number?.id ?? null, pin, window };
}

/** A day bound is Central midnight, computed by the database so it follows daylight saving. */
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${STATS_TIME_ZONE})`;

/** Everything but the text: status, service type, dates, the display number, the cursor. */
function baseConditions(f: OrderFilters, search: Search, cursor?: Cursor): SQL[] {
  const where: SQL[] = [];
  if (f.scope) where.push(f.scope);
  if (f.status) where.push(eq(orders.status, f.status));
  if (f.serviceType) where.push(eq(orders.serviceType, f.serviceType));
  if (f.from) {
    const from = 'day' in f.from ? startOfDay(f.from.day) : sql`${f.from.at.toISOString()}::timestamptz`;
    where.push(sql`${orders.createdAt} >= ${from}`);
  }
  if (f.to) {
    // A day includes all of that day; an instant is included itself.
    where.push(
      'day' in f.to
        ? sql`${orders.createdAt} < ${startOfDay(f.to.day, 1)}`
        : sql`${orders.createdAt} <= ${f.to.at.toISOString()}::timestamptz`,
    );
  }
  if (search.kind === 'order') where.push(eq(orders.id, search.id));
  // The pinned order is shown apart, first; the text matches leave it out so it never shows twice.
  if (search.kind === 'text' && search.pin && search.numberId !== null) {
    where.push(ne(orders.id, search.numberId));
  }
  if (cursor) {
    // The row comparison keeps pages exact under equal timestamps; the plain `created_at <=` is
    // the same bound in a form the status index can seek to as well.
    const at = sql`${cursor.createdAt}::timestamptz`;
    where.push(sql`${orders.createdAt} <= ${at}`);
    where.push(sql`(${orders.createdAt}, ${orders.id}) < (${at}, ${cursor.id}::int)`);
  }
  return where;
}

function textMatch({ pattern, numberId, pin }: Extract<Search, { kind: 'text' }>): SQL {
  // The clients whose name or organisation matches: a few hundred rows, hashed once per query.
  const clients = sql`(select u.id from ${users} u left join ${organizations} g on g.id = u.organization_id
    where u.role = 'client' and (g.name ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern}))`;
  return or(
    numberId !== null && !pin ? eq(orders.id, numberId) : undefined,
    ilike(orders.pickupAddress, pattern),
    ilike(orders.deliveryAddress, pattern),
    ilike(orders.itemDescription, pattern),
    ilike(orders.pickupContactName, pattern),
    ilike(orders.deliveryContactName, pattern),
    sql`${orders.clientId} in ${clients}`,
  )!;
}

/** The orders a text search reads: at most its window, newest first, each with its match. */
function searchWindow(db: DbOrTx, where: SQL[], search: Extract<Search, { kind: 'text' }>) {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt, hit: sql<boolean>`${textMatch(search)}`.as('hit') })
    .from(orders)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(search.window)
    .as('searched');
}

/** One page (up to `limit + 1` rows, telling whether more follow) with client and driver. */
export function listOrders(
  db: DbOrTx,
  filters: OrderFilters,
  search: Search,
  limit: number,
  cursor?: Cursor,
) {
  const where = baseConditions(filters, search, cursor);
  let page;
  if (search.kind === 'text') {
    const searched = searchWindow(db, where, search);
    page = db
      .select({ id: searched.id })
      .from(searched)
      .where(sql`${searched.hit}`)
      .orderBy(sql`${searched.createdAt} desc nulls last`, sql`${searched.id} desc nulls last`)
      .limit(limit + 1);
  } else {
    page = db
      .select({ id: orders.id })
      .from(orders)
      .where(and(...where))
      .orderBy(...newestFirst)
      .limit(limit + 1);
  }
  return selectOrders(db)
    .where(inArray(orders.id, page))
    .orderBy(...newestFirst);
}

/**
 * The last order a text search read, when it stopped at its window with older orders left (the
 * next page starts after it); undefined when it read to the end of the list.
 */
export async function searchStop(
  db: DbOrTx,
  filters: OrderFilters,
  search: Extract<Search, { kind: 'text' }>,
  cursor?: Cursor,
) {
  const rows = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(...baseConditions(filters, search, cursor)))
    .orderBy(...newestFirst)
    .offset(search.window - 1)
    .limit(2);
  // A row after the window's last one means the search stopped short of the end.
  return rows.length === 2 ? rows[0] : undefined;
}

/** The order bare digits name, if it passes the other filters (shown first on a search's first page). */
export async function findPinned(db: DbOrTx, filters: OrderFilters, id: number) {
  const [row] = await selectOrders(db)
    .where(and(eq(orders.id, id), ...baseConditions(filters, { kind: 'none' })))
    .limit(1);
  return row;
}

/**
 * How many orders match, counting no further than `cap + 1`; a text search counts its matches in
 * the newest SEARCH_WINDOW orders only (and says so). The work stays bounded either way.
 */
export async function countOrders(
  db: DbOrTx,
  filters: OrderFilters,
  search: Search,
  cap = ORDER_COUNT_CAP,
): Promise<{ count: number; capped: boolean }> {
  const where = baseConditions(filters, search);
  if (search.kind === 'text') {
    const searched = searchWindow(db, where, search);
    const [row] = await db
      .select({ scanned: count(), hits: sql<number>`count(*) filter (where ${searched.hit})::int` })
      .from(searched);
    return { count: row?.hits ?? 0, capped: (row?.scanned ?? 0) >= search.window };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(...where))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return { count: Math.min(n, cap), capped: n > cap };
}

/** The cursor order's position, or undefined when no such order exists. */
export async function findCursor(db: DbOrTx, id: number): Promise<Cursor | undefined> {
  // As text: a JavaScript Date would drop the microseconds and misplace the cursor between rows.
  const [row] = await db
    .select({ id: orders.id, createdAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}
