import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, latitude, longitude, tstz } from './columns';
import { users } from './accounts';

/**
 * A client's saved places (decision 018), stored as the server resolved them: the place's
 * own words and place id (what a booking sends back), and its point, state and precision (shown
 * only; an order's point is resolved again from the place id). Labels are unique per client,
 * whatever their case, so the picker never offers two "Main lab".
 */
export const savedPlaces = pgTable(
  'saved_places',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 80 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    placeId: varchar('place_id', { length: 600 }).notNull(),
    latitude: latitude('latitude').notNull(),
    longitude: longitude('longitude').notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    precision: varchar('precision', { length: 6 }).notNull(),
    contactName: varchar('contact_name', { length: 120 }),
    contactPhone: varchar('contact_phone', { length: 30 }),
    accessNotes: varchar('access_notes', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_places_client_label_idx').on(t.clientId, sql`lower(${t.label})`)],
);

/**
 * A client's order templates: the order fields that repeat (no date). Each end names a saved place
 * (set to null if that place is deleted: the template stays, that end is then typed) or keeps text.
 */
export const orderTemplates = pgTable(
  'order_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    serviceType: varchar('service_type', { length: 40 }).notNull(),
    priority: varchar('priority', { length: 20 }).notNull(),
    itemDescription: varchar('item_description', { length: 500 }),
    specialInstructions: varchar('special_instructions', { length: 1000 }),
    preferredTimeSlot: varchar('preferred_time_slot', { length: 20 }),
    requiresSignature: boolean('requires_signature').notNull().default(false),
    requiresId: boolean('requires_id').notNull().default(false),
    temperatureClass: varchar('temperature_class', { length: 20 }).notNull().default('ambient'),
    requiresPhoto: boolean('requires_photo').notNull().default(false),
    pickupSavedPlaceId: integer('pickup_saved_place_id').references(() => savedPlaces.id, {
      onDelete: 'set null',
    }),
    pickupAddress: varchar('pickup_address', { length: 300 }),
    pickupContactName: varchar('pickup_contact_name', { length: 120 }),
    pickupContactPhone: varchar('pickup_contact_phone', { length: 30 }),
    deliverySavedPlaceId: integer('delivery_saved_place_id').references(() => savedPlaces.id, {
      onDelete: 'set null',
    }),
    deliveryAddress: varchar('delivery_address', { length: 300 }),
    deliveryContactName: varchar('delivery_contact_name', { length: 120 }),
    deliveryContactPhone: varchar('delivery_contact_phone', { length: 30 }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_templates_client_name_idx').on(t.clientId, sql`lower(${t.name})`),
    index('order_templates_pickup_place_idx').on(t.pickupSavedPlaceId),
    index('order_templates_delivery_place_idx').on(t.deliverySavedPlaceId),
  ],
);
