import { sql } from 'drizzle-orm';
import {
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
import type { PieceKind } from '@domain/pieces';
import type { TemperatureClass } from '@domain/temperature-classes';
import { users } from './accounts';
import { createdAt, tstz } from './columns';
import { orders } from './orders';

/**
 * The pieces of an order (bags, totes, coolers...), numbered 1..N. The label is issued by the
 * server (the display number, the piece's number and random characters, so a label cannot be
 * typed without the label in hand) and is unique across orders. Its check-in at the receiving
 * desk is kept here; every scan and exception is a custody entry.
 */
export const orderPieces = pgTable(
  'order_pieces',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    kind: varchar('kind', { length: 10 }).$type<PieceKind>().notNull().default('bag'),
    temperatureClass: varchar('temperature_class', { length: 12 }).$type<TemperatureClass>(),
    label: varchar('label', { length: 40 }).notNull(),
    checkedInAt: tstz('checked_in_at'),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkInTemperatureC: numeric('check_in_temperature_c', { precision: 5, scale: 1 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_pieces_order_seq_idx').on(t.orderId, t.seq),
    uniqueIndex('order_pieces_label_idx').on(t.label),
  ],
);

/**
 * A discrepancy between what was booked and what a hand-over found: a piece missing, damaged or
 * refused at pickup or delivery, or missing or unexpected at the receiving desk. Dispatch resolves
 * it; opening and resolving are custody entries.
 */
export const orderDiscrepancies = pgTable(
  'order_discrepancies',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** pickup, delivery or check_in. */
    source: varchar('source', { length: 10 }).notNull(),
    /** Labels not there; labels (or texts) scanned that are no piece of the order; exceptions. */
    missing: jsonb('missing').$type<string[]>().notNull(),
    unexpected: jsonb('unexpected').$type<string[]>().notNull(),
    exceptions: jsonb('exceptions').$type<{ piece: string; reason: string; note: string }[]>().notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: tstz('opened_at').notNull().defaultNow(),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    index('order_discrepancies_order_idx').on(t.orderId),
    index('order_discrepancies_open_idx').on(t.openedAt).where(sqlOpen()),
  ],
);

function sqlOpen() {
  return sql`resolved_at is null`;
}
