/** The reads of the recipient's tracking link: the order by its token, with only what the link shows. */
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import {
  drivers,
  locationUpdates,
  orders,
  organizations,
  publicLinks,
  trackingEvents,
  users,
} from '../../db/schema/index';

const clients = alias(users, 'client_users');

/** When the order entered this status: its latest tracking event of that status. */
const enteredAt = (status: ReturnType<typeof sql> | string) =>
  sql<Date | null>`(
  select max(${trackingEvents.createdAt}) from ${trackingEvents}
  where ${trackingEvents.orderId} = ${orders.id} and ${trackingEvents.status} = ${status})`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );

const linkColumns = {
  id: orders.id,
  status: orders.status,
  deliveredAt: orders.deliveredAt,
  updatedAt: orders.updatedAt,
  statusSince: enteredAt(sql`${orders.status}`),
};

export async function insertLink(db: DbOrTx, orderId: number, token: string) {
  await db.insert(publicLinks).values({ orderId, token });
}

/**
 * What the client's and dispatch's link answer needs. An order written around the app (a bulk
 * load, a test) that has no link yet gets one here, drawn by the column default.
 */
export async function findLink(db: DbOrTx, orderId: number) {
  const [order] = await db.select(linkColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  await db.insert(publicLinks).values({ orderId }).onConflictDoNothing();
  const [link] = await db
    .select({ token: publicLinks.token })
    .from(publicLinks)
    .where(eq(publicLinks.orderId, orderId))
    .limit(1);
  return { ...order, token: link!.token };
}

/** What the public page needs, found by token (unique index). */
export async function findByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      ...linkColumns,
      deliveryAddress: orders.deliveryAddress,
      estimatedTime: orders.estimatedTime,
      etaAt: orders.etaAt,
      driverId: orders.driverId,
      driverFirstName: users.firstName,
      pickedUpAt: enteredAt('pickup_complete'),
      pickupBy: orders.pickupBy,
      deliverBy: orders.deliverBy,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      organizationName: organizations.name,
      organizationPhone: organizations.phone,
      recipientLanguage: orders.recipientLanguage,
      clientLanguage: clients.language,
      organizationLanguage: organizations.language,
    })
    .from(publicLinks)
    .innerJoin(orders, eq(orders.id, publicLinks.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(organizations, eq(organizations.id, clients.organizationId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(eq(publicLinks.token, token))
    .limit(1);
  return row;
}

/** The driver's latest fix on this job. */
export async function lastPosition(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      latitude: locationUpdates.latitude,
      longitude: locationUpdates.longitude,
      recordedAt: locationUpdates.recordedAt,
    })
    .from(locationUpdates)
    .where(eq(locationUpdates.orderId, orderId))
    .orderBy(desc(locationUpdates.recordedAt))
    .limit(1);
  return row;
}
