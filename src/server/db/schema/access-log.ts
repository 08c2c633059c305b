import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * The access log: one row per request that revealed protected fields (decision 044). Append-only
 * and hash-chained by the database itself: a trigger in the migration numbers each row (`seq`,
 * 1, 2, 3... with no gap), links it to the previous row's hash and seals it; another refuses
 * UPDATE, DELETE and TRUNCATE. The reader is copied (id and role), not referenced, so no change
 * to an account can touch an entry.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: tstz('at').notNull().defaultNow(),
    userId: integer('user_id'),
    role: varchar('role', { length: 20 }).notNull(),
    /** The route as declared, `GET /api/orders/:id`. */
    route: varchar('route', { length: 200 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    orderIds: integer('order_ids').array().notNull(),
    /** Other records read, as `kind:id` (`standing-order:4`, `saved-place:9`). */
    records: varchar('records', { length: 60 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    fields: varchar('fields', { length: 40 }).array().notNull(),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('access_log_seq_idx').on(t.seq),
    index('access_log_user_idx').on(t.userId, t.seq),
    index('access_log_order_ids_idx').using('gin', t.orderIds),
  ],
);

/**
 * An account that read more distinct orders within the window than the configured threshold
 * (ACCESS_ALERT_ORDERS in ACCESS_ALERT_WINDOW_MINUTES): raised by the scan in
 * modules/audit-trail/alerts.ts, shown on the audit screen and to dispatch until acknowledged.
 */
export const accessAlerts = pgTable(
  'access_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    orderCount: integer('order_count').notNull(),
    threshold: integer('threshold').notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    /** The last access-log entry the count included: a later scan counts from the next window. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    raisedAt: tstz('raised_at').notNull().defaultNow(),
    acknowledgedAt: tstz('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by'),
  },
  (t) => [index('access_alerts_user_idx').on(t.userId, t.raisedAt)],
);
