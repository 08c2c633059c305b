/** The receiving module's own reads and writes of orders (pieces and discrepancies: pieces/repository). */
import { and, desc, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { Tx, DbOrTx } from '../../db/client';
import { orders, organizations } from '../../db/schema/index';

/** A reading out of range at the desk marks the order's excursion, as a driver's does. */
export async function markExcursion(tx: Tx, orderId: number) {
  await tx.update(orders).set({ temperatureExcursion: true }).where(eq(orders.id, orderId));
}

const ON_THE_WAY = ['confirmed', 'assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;

/**
 * Orders inbound to a desk: on their way, and those handed over since `since` (the caller keeps
 * those not all checked in), within `scope` (the access policy's inboundScope). The screen splits
 * today's from later ones by expected arrival.
 */
export function listInboundOrders(db: DbOrTx, scope: SQL | undefined, since: Date) {
  const where = and(
    scope,
    or(
      inArray(orders.status, [...ON_THE_WAY]),
      and(eq(orders.status, 'delivered'), gte(orders.deliveredAt, since)),
    ),
  );
  return db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(200);
}

/** The organisation if it is listed as a receiving site; undefined otherwise. */
export async function findReceivingSite(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.receivingSite, true)))
    .limit(1);
  return row;
}

export function listReceivingSites(db: DbOrTx) {
  return db
    .select({ id: organizations.id, name: organizations.name, address: organizations.address })
    .from(organizations)
    .where(eq(organizations.receivingSite, true))
    .orderBy(organizations.name, organizations.id)
    .limit(500);
}
