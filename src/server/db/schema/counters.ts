import { bigint, date, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Running totals of orders per status, kept by a trigger on `orders` in the transaction of every
 * insert, status change and delete (migration 0004), so the console's figures cost a few rows
 * instead of a scan of every order (decision 012). Each database connection writes its own slot
 * (backend pid mod 16): concurrent transactions rarely wait on one row and never deadlock on them.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    slot: smallint('slot').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    totalCost: numeric('total_cost', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.slot, t.status] })],
);

/** Deliveries per business day (America/Chicago), kept by the same trigger, for "completed today". */
export const dailyDeliveries = pgTable(
  'daily_deliveries',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);
