/** The only code that queries standing orders and their occurrences. */
import { and, asc, desc, eq, gt, gte, inArray, notInArray } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { clientLabel } from '@domain/clients';
import type { Db, DbOrTx } from '../../db/client';
import { orders, organizations, recurringOrders, users } from '../../db/schema/index';

export type RecurringRow = typeof recurringOrders.$inferSelect;
export type NewRecurringRow = typeof recurringOrders.$inferInsert;

export async function insertRecurring(db: DbOrTx, values: NewRecurringRow): Promise<RecurringRow> {
  const [row] = await db.insert(recurringOrders).values(values).returning();
  return row!;
}

export async function findRecurring(db: DbOrTx, id: number): Promise<RecurringRow | undefined> {
  const [row] = await db.select().from(recurringOrders).where(eq(recurringOrders.id, id));
  return row;
}

/** The clients' names as dispatch's picker shows them ("Org (First Last)"), by user id. */
export async function clientNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      organizationName: organizations.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, clientLabel(r)]));
}

/** Whether `id` is a client account (the only kind a standing order books for). */
export async function isClientAccount(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client')));
  return row !== undefined;
}

/** A client's standing orders, or everyone's (clientId null, for admin), newest first. */
export async function listRecurring(db: Db, clientId: number | null): Promise<RecurringRow[]> {
  return db
    .select()
    .from(recurringOrders)
    .where(clientId === null ? undefined : eq(recurringOrders.clientId, clientId))
    .orderBy(desc(recurringOrders.id))
    .limit(500);
}

export async function updateRecurring(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<RecurringRow, 'status' | 'skipDates' | 'endDate'>>,
): Promise<RecurringRow> {
  const [row] = await db
    .update(recurringOrders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(recurringOrders.id, id))
    .returning();
  return row!;
}

export async function listActive(db: Db): Promise<RecurringRow[]> {
  return db
    .select()
    .from(recurringOrders)
    .where(eq(recurringOrders.status, 'active'))
    .orderBy(asc(recurringOrders.id));
}

/** Of these days, the ones that already have their order. */
export async function bookedDays(db: Db, recurringId: number, days: string[]): Promise<Set<string>> {
  if (!days.length) return new Set();
  const rows = await db
    .select({ day: orders.occurrenceDate })
    .from(orders)
    .where(and(eq(orders.recurringId, recurringId), inArray(orders.occurrenceDate, days)));
  return new Set(rows.map((r) => r.day!));
}

/** Orders of these standing orders for `fromDay` or later, earliest first. */
export async function upcomingOrders(db: Db, recurringIds: number[], fromDay: string) {
  if (!recurringIds.length) return [];
  return db
    .select({
      id: orders.id,
      recurringId: orders.recurringId,
      occurrenceDate: orders.occurrenceDate,
      status: orders.status,
      scheduledDate: orders.scheduledDate,
    })
    .from(orders)
    .where(and(inArray(orders.recurringId, recurringIds), gte(orders.occurrenceDate, fromDay)))
    .orderBy(asc(orders.occurrenceDate));
}

/**
 * Its booked orders that pausing or ending cancels: still pending and unpaid, pickup still ahead.
 * Earliest first; paid, confirmed or moving orders are never among them.
 */
export async function cancellableOccurrences(db: DbOrTx, recurringId: number, now: Date) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.recurringId, recurringId),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'unpaid'),
        gt(orders.scheduledDate, now),
      ),
    )
    .orderBy(asc(orders.occurrenceDate), asc(orders.id));
  return rows.map((r) => r.id);
}

/** How many of its orders for `fromDay` or later are still live (not cancelled, declined or delivered). */
export async function countLiveOccurrences(db: DbOrTx, recurringId: number, fromDay: string) {
  return db.$count(
    orders,
    and(
      eq(orders.recurringId, recurringId),
      gte(orders.occurrenceDate, fromDay),
      notInArray(orders.status, ['cancelled', 'declined', 'delivered']),
    ),
  );
}

/** The standing order's client as a session would show it: occurrences are booked in its name. */
export async function findClient(db: Db, clientId: number): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      phone: users.phone,
      organizationName: organizations.name,
      organizationId: users.organizationId,
      organizationRole: users.organizationRole,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, clientId));
  return row;
}
