import { integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { latitude, longitude, tstz } from './columns';
import { orders } from './orders';

/**
 * The custody ledger (decision 008): one row per custody event of an order, chained by SHA-256.
 * Append-only: a trigger in the migration refuses UPDATE, DELETE and TRUNCATE. The actor's id,
 * role and name are copied, not referenced, so that renaming or deleting an account never has to
 * touch (and so cannot break) an entry. The order may not be deleted while it has entries.
 */
export const custodyEntries = pgTable(
  'custody_entries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    seq: integer('seq').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    actorId: integer('actor_id'),
    actorRole: varchar('actor_role', { length: 20 }).notNull(),
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    at: tstz('at').notNull(),
    latitude: latitude('latitude'),
    longitude: longitude('longitude'),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('custody_entries_order_seq_idx').on(t.orderId, t.seq)],
);
