import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, latitude, longitude, tstz } from './columns';
import { orders } from './orders';
import { users } from './accounts';

/**
 * Street-level points the business learned itself: where drivers actually stood at hand-overs to an
 * address, or where dispatch pinned it. Keyed by the address's normalised street line and ZIP, so
 * every spelling of one address finds the same point. Shared by everyone: a street address is not
 * any one client's secret; names of places stay in each client's own saved places.
 */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    id: serial('id').primaryKey(),
    /** normalised street line + ' ' + ZIP (known-addresses.ts, addressKey). */
    key: varchar('key', { length: 160 }).notNull(),
    street: varchar('street', { length: 120 }).notNull(),
    zip: varchar('zip', { length: 5 }).notNull(),
    latitude: latitude('latitude').notNull(),
    longitude: longitude('longitude').notNull(),
    /** 'deliveries': hand-overs agreed on it; 'dispatch': a dispatcher placed the pin. */
    source: varchar('source', { length: 10 }).$type<'deliveries' | 'dispatch'>().notNull(),
    /** How many hand-overs agree on the point (0 for a pin nobody has handed over at yet). */
    observations: integer('observations').notNull(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_addresses_key_idx').on(t.key)],
);

/** One position per order and end where a driver handed over (or dispatch pinned) the address. */
export const addressSightings = pgTable(
  'address_sightings',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 160 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    end: varchar('end', { length: 8 }).$type<'pickup' | 'delivery'>().notNull(),
    source: varchar('source', { length: 10 }).$type<'deliveries' | 'dispatch'>().notNull(),
    latitude: latitude('latitude').notNull(),
    longitude: longitude('longitude').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [
    index('address_sightings_key_idx').on(t.key, t.at),
    uniqueIndex('address_sightings_order_end_idx').on(t.orderId, t.end, t.source),
  ],
);
