/** The only file of the orders module that touches orders, tracking events and their messages. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PieceKind } from '@domain/pieces';
import type { TemperatureClass } from '@domain/temperature-classes';
import type { DbOrTx } from '../../db/client';
import { mappedSelect } from '../../db/mapped-select';
import { drivers, messages, orders, organizations, trackingEvents, users } from '../../db/schema/index';
import { orderScopeCondition, type OrderOwnerScope } from '../access-policy/index';

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
  // The order's pieces in one correlated read, so every order answer carries them at no extra trip.
  pieces: sql<
    PieceJson[] | null
  >`(select json_agg(json_build_object('id', p.id, 'kind', p.kind, 'temperatureClass', p.temperature_class, 'label', p.label) order by p.seq) from order_pieces p where p.order_id = ${orders.id})`,
};

export interface PieceJson {
  id: number;
  kind: PieceKind;
  temperatureClass: TemperatureClass | null;
  label: string;
}

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
 * Whose orders a list shows: one client's (dispatch looking at a client), or an organisation's.
 * The condition is the access policy's (orderScope), never written here.
 */
export type OrderOwner = OrderOwnerScope;

/**
 * A client's (or an organisation's) orders, newest first, as prepared statements built once per
 * database handle: the list is one of the hottest reads, and building its five-table select on
 * every request cost more than the query itself. Its rows are decoded by a plan worked out once
 * (mappedSelect) rather than by Drizzle's per-row mapper, in the same shape. `after` is the id of
 * the last order of the previous page (keyset).
 */
function prepareOwnerOrders(db: DbOrTx, owner: 'client' | 'organization') {
  const match = orderScopeCondition({ kind: owner, id: sql.placeholder('owner') });
  const firstPage = mappedSelect<OrderWithPeople>(
    db,
    `medlink_${owner}_orders`,
    orderWithPeople,
    selectOrders(db)
      .where(match)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit')),
  );
  const nextPage = mappedSelect<OrderWithPeople>(
    db,
    `medlink_${owner}_orders_after`,
    orderWithPeople,
    selectOrders(db)
      .where(
        and(
          match,
          // (created_at, id) below the cursor's: stable under equal timestamps, and uses the
          // (client_id or organization_id, created_at desc, id desc) index.
          sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${sql.placeholder('after')})`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit')),
  );
  return { firstPage, nextPage };
}

type OwnerQueries = Record<'client' | 'organization', ReturnType<typeof prepareOwnerOrders>>;
const ownerOrderQueries = new WeakMap<DbOrTx, OwnerQueries>();

/** Newest first; `after` is the id of the last order of the previous page (keyset pagination). */
export async function listOwnerOrders(db: DbOrTx, owner: OrderOwner, limit: number, after?: number) {
  let queries = ownerOrderQueries.get(db);
  if (!queries) {
    queries = {
      client: prepareOwnerOrders(db, 'client'),
      organization: prepareOwnerOrders(db, 'organization'),
    };
    ownerOrderQueries.set(db, queries);
  }
  const prepared = queries[owner.kind];
  return after
    ? prepared.nextPage.execute({ owner: owner.id, limit, after })
    : prepared.firstPage.execute({ owner: owner.id, limit });
}

/**
 * A client's (or organisation's) orders booked and not paid (pending and unpaid), newest first:
 * few, so a plain query rather than a prepared one. `after` as in listOwnerOrders.
 */
export async function listAwaitingPayment(db: DbOrTx, owner: OrderOwner, limit: number, after?: number) {
  return selectOrders(db)
    .where(
      and(
        orderScopeCondition(owner),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'unpaid'),
        after === undefined
          ? undefined
          : sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${after})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function orderBelongsTo(db: DbOrTx, orderId: number, owner: OrderOwner) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderScopeCondition(owner)))
    .limit(1);
  return row !== undefined;
}

/** The organisation a client belongs to (null for one in none). */
export async function findUserOrganization(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** The cost centres an organisation's bookings may name. */
export async function findCostCentres(db: DbOrTx, organizationId: number): Promise<string[]> {
  const [row] = await db
    .select({ costCentres: organizations.costCentres })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.costCentres ?? [];
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
