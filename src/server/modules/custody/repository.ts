/** The only file that reads and writes custody entries (and the signatures they commit to). */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { custodyEntries, drivers, orders, trackingEvents, users } from '../../db/schema/index';
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

export async function findOrderHead(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The proof kept with these tracking events (name, ID and the signature image), by event id. */
export async function proofsOf(db: DbOrTx, trackingEventIds: number[]) {
  if (trackingEventIds.length === 0) return new Map<number, unknown>();
  const rows = await db
    .select({ id: trackingEvents.id, proof: trackingEvents.proof })
    .from(trackingEvents)
    .where(inArray(trackingEvents.id, trackingEventIds));
  return new Map(rows.map((r) => [r.id, r.proof]));
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
