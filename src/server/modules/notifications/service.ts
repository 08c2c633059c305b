/** A user's notification choices, and dispatch's view of the outbox. Routes parse and check roles. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { displayNumber } from '@domain/display';
import {
  DEFAULT_PREFERENCES,
  NOTIFICATION_EVENTS,
  type NotificationPreferences,
  type OutboxEntryResponse,
} from '@domain/notifications';
import type { Db } from '../../db/client';
import { notificationOutbox, notificationPreferences } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';

export async function getPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  if (!row) return DEFAULT_PREFERENCES;
  const events = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, row.events[e] !== false]));
  return { email: row.email, sms: row.sms, events: events as NotificationPreferences['events'] };
}

export async function savePreferences(
  db: Db,
  userId: number,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = { email: prefs.email, sms: prefs.sms, events: prefs.events, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return getPreferences(db, userId);
}

/** An address shown to dispatch partly hidden: "ca•••@example.com", "•••••1234". */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address.slice(0, Math.min(2, at))}•••${address.slice(at)}`;
  return `•••${address.slice(-4)}`;
}

type Row = typeof notificationOutbox.$inferSelect;

const toEntry = (row: Row): OutboxEntryResponse => ({
  id: row.id,
  orderId: row.orderId,
  // A row is about an order or names what it is about (an invoice's number).
  displayNumber: row.reference ?? displayNumber(row.orderId ?? 0),
  event: row.event as OutboxEntryResponse['event'],
  channel: row.channel as OutboxEntryResponse['channel'],
  to: maskAddress(row.address),
  status: row.status as OutboxEntryResponse['status'],
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function listOutbox(
  db: Db,
  query: { status?: OutboxEntryResponse['status'] | undefined; limit: number },
): Promise<OutboxEntryResponse[]> {
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(query.status ? eq(notificationOutbox.status, query.status) : undefined)
    .orderBy(desc(notificationOutbox.id))
    .limit(query.limit);
  return rows.map(toEntry);
}

/** Dispatch sends a failed notification again: a fresh set of attempts, due now. */
export async function retryNotification(db: Db, id: number): Promise<OutboxEntryResponse> {
  const [row] = await db
    .update(notificationOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'failed')))
    .returning();
  if (row) return toEntry(row);
  const [exists] = await db
    .select({ status: notificationOutbox.status })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.id, id));
  if (!exists) throw notFound('Notification not found');
  throw new AppError(
    'NOTIFICATION_NOT_FAILED',
    `Only a failed notification can be sent again; this one is ${exists.status}`,
  );
}
