/** The only file that reads and writes custody entries (and the signatures they commit to). */
import { openProof } from '../../encryption/proof-fields';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { custodyEntries, drivers, orders, organizations, trackingEvents, users } from '../../db/schema/index';
import type { CustodyRow } from './hashing';

export async function lastEntry(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ seq: custodyEntries.seq, hash: custodyEntries.hash })
    .from(custodyEntries)
    .where(eq(custodyEntries.orderId, orderId))
    .orderBy(desc(custodyEntries.seq))
    .limit(1);
  return row;
}

export async function insertEntry(db: DbOrTx, row: CustodyRow) {
  await db.insert(custodyEntries).values(row);
}

export function listEntries(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(custodyEntries)
    .where(eq(custodyEntries.orderId, orderId))
    .orderBy(asc(custodyEntries.seq));
}

/** The order's status (the chain must end in it) and what the certificate says it is about. */
export async function findOrderHead(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      itemDescription: orders.itemDescription,
      temperatureClass: orders.temperatureClass,
      pickupAddress: orders.pickupAddress,
      pickupContactName: orders.pickupContactName,
      deliveryAddress: orders.deliveryAddress,
      deliveryContactName: orders.deliveryContactName,
      clientFirstName: users.firstName,
      clientLastName: users.lastName,
      organization: organizations.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.clientId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The proof kept with these tracking events (name, ID and the signature image), by event id. */
export async function proofsOf(db: DbOrTx, trackingEventIds: number[]) {
  if (trackingEventIds.length === 0) return new Map<number, unknown>();
  const rows = await db
    .select({ id: trackingEvents.id, orderId: trackingEvents.orderId, proof: trackingEvents.proof })
    .from(trackingEvents)
    .where(inArray(trackingEvents.id, trackingEventIds));
  // Images and ID digits are stored sealed (encryption/proof-fields.ts) and opened here, on read.
  return new Map(rows.map((r) => [r.id, openProof(r.proof, r.orderId)]));
}

export async function userName(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}` : null;
}

export async function driverName(db: DbOrTx, driverId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}` : null;
}
