/** The only file of the orders module that touches orders, tracking events and their messages. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { drivers, messages, orders, organizations, trackingEvents, users } from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

const driverUsers = alias(users, 'driver_users');

/** Flat columns (not nested objects) so a missing driver is plainly null, whatever the driver. */
const orderWithPeople = {
  order: orders,
  clientFirstName: users.firstName,
  clientLastName: users.lastName,
  clientPhone: users.phone,
  clientOrganization: organizations.name,
  driverStatus: drivers.status,
  driverRating: drivers.rating,
  driverTotalDeliveries: drivers.totalDeliveries,
  driverLatitude: drivers.currentLatitude,
  driverLongitude: drivers.currentLongitude,
  driverUserId: driverUsers.id,
  driverFirstName: driverUsers.firstName,
  driverLastName: driverUsers.lastName,
  driverPhone: driverUsers.phone,
};

/** The order with its client (and organisation) and driver: what `toOrderResponse` maps. */
export function selectOrders(db: DbOrTx) {
  return db
    .select(orderWithPeople)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .leftJoin(driverUsers, eq(driverUsers.id, drivers.userId));
}

/**
 * Newest first, exactly as the (created_at desc, id desc) indexes are built: drizzle makes them
 * DESC NULLS LAST, while a plain ORDER BY ... DESC means NULLS FIRST, which no index serves (the
 * database would sort every row of the table or client to return one page).
 */
export const newestFirst = [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`];

export type OrderWithPeople = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export async function findOrder(db: DbOrTx, id: number) {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The order's own row alone, for a change that needs every column but none of the people. */
export async function findOrderRow(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/**
 * findOrder with the time of its driver's last position: a driver's step reads its job once for
 * the checks, the change, where it happened and the answer (decision 033).
 */
export async function findOrderAndDriverFix(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...orderWithPeople, driverLocationAt: drivers.locationUpdatedAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .leftJoin(driverUsers, eq(driverUsers.id, drivers.userId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/**
 * A client's orders, newest first, as prepared statements built once per database handle: the
 * list is one of the hottest reads, and building its five-table select on every request cost more
 * than the query itself. `after` is the id of the last order of the previous page (keyset).
 */
function prepareClientOrders(db: DbOrTx) {
  const client = eq(orders.clientId, sql.placeholder('clientId'));
  const firstPage = selectOrders(db)
    .where(client)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('medlink_client_orders');
  const nextPage = selectOrders(db)
    .where(
      and(
        client,
        // (created_at, id) below the cursor's: stable under equal timestamps, and uses the
        // (client_id, created_at desc, id desc) index.
        sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${sql.placeholder('after')})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('medlink_client_orders_after');
  return { firstPage, nextPage };
}

const clientOrderQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareClientOrders>>();

/** Newest first; `after` is the id of the last order of the previous page (keyset pagination). */
export async function listClientOrders(db: DbOrTx, clientId: number, limit: number, after?: number) {
  let queries = clientOrderQueries.get(db);
  if (!queries) clientOrderQueries.set(db, (queries = prepareClientOrders(db)));
  return after
    ? queries.nextPage.execute({ clientId, limit, after })
    : queries.firstPage.execute({ clientId, limit });
}

export async function orderBelongsToClient(db: DbOrTx, orderId: number, clientId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
    .limit(1);
  return row !== undefined;
}

export async function findUserRole(db: DbOrTx, userId: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role;
}

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertTrackingEvent(db: DbOrTx, values: typeof trackingEvents.$inferInsert) {
  await db.insert(trackingEvents).values(values);
}

export async function listMessages(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: messages.id,
      orderId: messages.orderId,
      senderId: messages.senderId,
      content: messages.content,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.orderId, orderId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}
