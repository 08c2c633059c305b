/** The reads an import needs beyond a booking's. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import { selectOrders } from './repository';

/** Which of the named users are clients. */
export async function clientIdsAmong(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'client')));
  return new Set(rows.map((r) => r.id));
}

/** The orders just imported, in the file's order (ids grow with it), read in one query. */
export function findOrdersByIds(db: DbOrTx, ids: number[]) {
  return selectOrders(db).where(inArray(orders.id, ids)).orderBy(orders.id);
}
