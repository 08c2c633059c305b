import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { orders } from './orders';
import { users } from './accounts';

/** Bytes as they are (an email's attachment): Buffer from node-postgres, Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Read state of a conversation, one row per participant and order: the newest message this person
 * has seen. Each admin keeps its own, so one dispatcher reading a thread never hides it from another,
 * and an admin looking on never marks a message read for the client or the driver.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] })],
);

/**
 * The notification outbox: written in the transaction of the status change that causes it, so a
 * change that rolls back leaves no message behind and a committed one always has its row. A worker
 * claims due rows (FOR UPDATE SKIP LOCKED, so two server processes never send one twice), sends,
 * and records the outcome; a row whose claim lapsed (a process died mid-send) is claimed again.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** The order it is about; null for a message about something else (an invoice). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What it is about as people know it when that is not an order (INV-000012). */
    reference: varchar('reference', { length: 20 }),
    /** order_confirmed | driver_on_the_way | picked_up | delivered | invoice_issued | invoice_overdue */
    event: varchar('event', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    /** The account told, or null for the recipient of the delivery (not a user). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The email address or phone number, copied when written. */
    address: varchar('address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** A document sent with an email (an invoice's PDF), fixed when the row is written. */
    attachmentName: varchar('attachment_name', { length: 120 }),
    attachment: bytea('attachment'),
    /** pending -> sending -> sent | pending (retry) | failed (attempts used up) */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    claimedUntil: tstz('claimed_until'),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_outbox_order_idx').on(t.orderId),
  ],
);

/** Which notifications a user wants, and how. No row: the defaults (everything, by email and SMS). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  events: jsonb('events').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
