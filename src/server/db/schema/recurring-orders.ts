/**
 * Standing orders (decision 017): a client's rule and order template. Each occurrence is
 * an ordinary row of `orders` carrying recurring_id and occurrence_date; the unique index there
 * makes every date exactly-once whatever number of processes generate.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { RECURRING_STATUSES } from '@domain/recurring-orders';
import { users } from './accounts';
import { createdAt, tstz } from './columns';

export const recurringOrders = pgTable(
  'recurring_orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    /** The RRULE line (no DTSTART): days are expanded from start_date, in Central time. */
    rrule: text('rrule').notNull(),
    /** The order payload, its addresses as the server resolved them at creation. */
    template: jsonb('template').$type<Record<string, unknown>>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Pickup time of day, 'HH:MM' in America/Chicago. */
    timeOfDay: varchar('time_of_day', { length: 5 }).notNull(),
    skipDates: jsonb('skip_dates').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 8, enum: RECURRING_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('recurring_orders_client_idx').on(t.clientId, t.id),
    index('recurring_orders_status_idx').on(t.status),
    check('recurring_orders_status_check', sql`${t.status} in ('active', 'paused', 'ended')`),
  ],
);
