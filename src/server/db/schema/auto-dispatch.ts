import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AutoDispatchLogKind, OfferState } from '@domain/auto-dispatch';
import { createdAt, tstz } from './columns';
import { drivers, users } from './accounts';
import { orders } from './orders';

/**
 * The admin's auto-dispatch rules: one row (id 1). No row means off, with defaults;
 * the first PUT writes it.
 */
export const autoDispatchSettings = pgTable(
  'auto_dispatch_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    offerTimeoutSeconds: integer('offer_timeout_seconds').notNull().default(60),
    maxOffers: smallint('max_offers').notNull().default(3),
    maxActiveJobs: smallint('max_active_jobs').notNull().default(1),
    /** How far a driver is sent for a pickup unless its record says otherwise (also off auto). */
    maxDistanceMiles: integer('max_distance_miles').notNull().default(50),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('auto_dispatch_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * One offer of one order to one driver. A driver is offered an order at most once (unique), and
 * an order has at most one open offer at a time (partial unique index), so two workers cannot
 * both offer the next driver. The worker claims expired open offers with FOR UPDATE SKIP LOCKED.
 */
export const autoDispatchOffers = pgTable(
  'auto_dispatch_offers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    distanceMiles: numeric('distance_miles', { precision: 7, scale: 1 }).notNull(),
    state: varchar('state', { length: 10 }).$type<OfferState>().notNull().default('open'),
    offeredAt: tstz('offered_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    uniqueIndex('auto_dispatch_offers_order_driver_idx').on(t.orderId, t.driverId),
    uniqueIndex('auto_dispatch_offers_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.state} = 'open'`),
    index('auto_dispatch_offers_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'open'`),
    index('auto_dispatch_offers_driver_open_idx')
      .on(t.driverId)
      .where(sql`${t.state} = 'open'`),
  ],
);

/**
 * Every auto-dispatch decision about an order, for the admin's "Auto-dispatch log" panel. An
 * `escalated` line with no later assignment is what flags the order "needs dispatcher".
 */
export const autoDispatchLog = pgTable(
  'auto_dispatch_log',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).$type<AutoDispatchLogKind>().notNull(),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    distanceMiles: numeric('distance_miles', { precision: 7, scale: 1 }),
    message: varchar('message', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auto_dispatch_log_order_idx').on(t.orderId, t.id)],
);

/** Orders waiting for a dispatcher because auto-dispatch gave up; the row goes when one is assigned. */
export const autoDispatchEscalations = pgTable('auto_dispatch_escalations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 300 }).notNull(),
  escalatedAt: tstz('escalated_at').notNull(),
});
