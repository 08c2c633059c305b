import { date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { orders } from './orders';

/**
 * A legal hold (decision 046): while an order has one, retention and erasure leave its personal
 * data alone. Placed and lifted by dispatch, each change audited.
 */
export const legalHolds = pgTable('legal_holds', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  reason: text('reason').notNull(),
  placedBy: integer('placed_by'),
  placedAt: tstz('placed_at').notNull().defaultNow(),
});

/** An order whose personal data was removed: when, why, and under which run. */
export const orderRedactions = pgTable('order_redactions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  redactedAt: tstz('redacted_at').notNull().defaultNow(),
  reason: varchar('reason', { length: 20 }).notNull(),
  retentionDays: integer('retention_days'),
  runId: integer('run_id'),
});

/** Each retention run, the nightly job's log: one per Central day, whichever process runs it. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: serial('id').primaryKey(),
    /** The Central day of a scheduled run; null for one started by hand. */
    runDay: date('run_day', { mode: 'string' }),
    startedAt: tstz('started_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
    retentionDays: integer('retention_days').notNull(),
    cutoff: tstz('cutoff').notNull(),
    redacted: integer('redacted').notNull().default(0),
    held: integer('held').notNull().default(0),
    startedBy: integer('started_by'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('retention_runs_day_idx').on(t.runDay),
    index('retention_runs_started_idx').on(t.startedAt),
  ],
);
