/**
 * A client's named order lists (the dashboard's cards): the first rows of a list in its order, and
 * how many the whole list holds. What each list holds and its order are the domain's table
 * (CLIENT_ORDER_LISTS); the scope is the access policy's, as for every list of a client's orders.
 */
import { and, count, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { CLIENT_ORDER_LISTS, type ClientOrderList, type ClientOrderListRule } from '@domain/order-lists';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { orderScopeCondition } from '../access-policy/index';
import { newestFirst, selectOrders, type OrderOwner, type OrderWithPeople } from './repository';

/** Soonest first; ties by id, so a page is the same on every read. */
const soonestFirst = [sql`${orders.scheduledDate} asc nulls last`, sql`${orders.id} asc`];

function listCondition(owner: OrderOwner, rule: ClientOrderListRule, now: Date): SQL | undefined {
  return and(
    orderScopeCondition(owner),
    inArray(orders.status, [...rule.statuses]),
    rule.scheduledFromNow ? gte(orders.scheduledDate, now) : undefined,
  );
}

/**
 * The first `limit` orders of the list and the count of all of it, read in one snapshot: a change
 * committing between the two reads could otherwise answer fewer in the count than in the rows.
 * `now` is the server's clock.
 */
export async function listClientOrderList(
  db: Db,
  owner: OrderOwner,
  list: ClientOrderList,
  limit: number,
  now: Date,
): Promise<{ rows: OrderWithPeople[]; count: number }> {
  const rule: ClientOrderListRule = CLIENT_ORDER_LISTS[list];
  const where = listCondition(owner, rule, now);
  return db.transaction(
    async (tx) => {
      const rows = await selectOrders(tx)
        .where(where)
        .orderBy(...(rule.order === 'newest' ? newestFirst : soonestFirst))
        .limit(limit);
      const [total] = await tx.select({ n: count() }).from(orders).where(where);
      return { rows, count: total?.n ?? 0 };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
