import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AdjustmentKind, SettlementStatus } from '@domain/driver-pay';
import type { PayPart } from '@domain/driver-pay-rules';
import { drivers, users } from './accounts';
import { createdAt, money, tstz } from './columns';
import { orders } from './orders';

/**
 * Driver pay rules (domain/driver-pay-rules.ts): one driver's, or every driver's when driverId is
 * null, from a Central day on. Never updated: a change is a new row, so an issued settlement's
 * `rule_id` always names the rates it was priced with.
 */
export const driverPayRules = pgTable(
  'driver_pay_rules',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull().default('0'),
    perMile: money('per_mile').notNull().default('0'),
    perStop: money('per_stop').notNull().default('0'),
    perPiece: money('per_piece').notNull().default('0'),
    flat: money('flat').notNull().default('0'),
    minimum: money('minimum').notNull().default('0'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('driver_pay_rules_driver_idx').on(t.driverId, t.effectiveFrom)],
);

/**
 * A driver's week (Monday `week_start`, Central): a draft row exists once dispatch adjusts it,
 * an issued one holds its totals, number and lines for good. `period_start`/`period_end` are the
 * week's instants, so late deliveries are placed without time-zone arithmetic in SQL.
 */
export const driverSettlements = pgTable(
  'driver_settlements',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    periodStart: tstz('period_start').notNull(),
    periodEnd: tstz('period_end').notNull(),
    status: varchar('status', { length: 10 }).$type<SettlementStatus>().notNull().default('draft'),
    number: varchar('number', { length: 20 }),
    jobsTotal: money('jobs_total'),
    adjustmentsTotal: money('adjustments_total'),
    total: money('total'),
    issuedAt: tstz('issued_at'),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('driver_settlements_driver_week_idx').on(t.driverId, t.weekStart),
    uniqueIndex('driver_settlements_number_idx').on(t.number),
    index('driver_settlements_week_idx').on(t.weekStart),
  ],
);

/** A job's pay as issued. An order is paid once: its id is unique across every settlement. */
export const driverSettlementLines = pgTable(
  'driver_settlement_lines',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => driverSettlements.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    deliveredAt: tstz('delivered_at').notNull(),
    miles: numeric('miles', { precision: 7, scale: 1 }).notNull(),
    stops: smallint('stops').notNull(),
    pieces: smallint('pieces').notNull(),
    orderTotal: money('order_total').notNull(),
    ruleId: integer('rule_id').references(() => driverPayRules.id),
    amount: money('amount').notNull(),
    parts: jsonb('parts').$type<PayPart[]>().notNull(),
  },
  (t) => [
    uniqueIndex('driver_settlement_lines_order_idx').on(t.orderId),
    index('driver_settlement_lines_settlement_idx').on(t.settlementId),
  ],
);

/** A bonus or a deduction dispatch adds to a week before issuing it, with its reason. */
export const driverSettlementAdjustments = pgTable(
  'driver_settlement_adjustments',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => driverSettlements.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<AdjustmentKind>().notNull(),
    amount: money('amount').notNull(),
    note: text('note').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('driver_settlement_adjustments_settlement_idx').on(t.settlementId)],
);
