import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { ADDRESS_PRECISIONS } from '@domain/addresses';
import type { PriceLine } from '@domain/price-lines';
import type { Language } from '@domain/languages';
import { drivers, organizations, users } from './accounts';
import { rateCards } from './rate-cards';
import { recurringOrders } from './recurring-orders';
import { createdAt, latitude, longitude, money, tstz } from './columns';
import {
  orderPaymentStatusEnum,
  orderStatusEnum,
  paymentStatusEnum,
  priorityEnum,
  ratingUserTypeEnum,
  serviceTypeEnum,
  timeSlotEnum,
} from './enums';

/** An order, every field the product defines. `clientId` is the client's user id (contract). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    driverId: integer('driver_id').references(() => drivers.id),
    /**
     * The organisation the order belongs to: its members see it. Set from the booking client at
     * booking; null only for rows written outside the booking path (which then belong to their client).
     */
    organizationId: integer('organization_id').references(() => organizations.id),
    /**
     * The organisation receiving the delivery (a lab, a hospital's receiving): its receiving desk
     * checks the pieces in. Chosen at booking from the directory of receiving sites; null: none.
     */
    deliveryOrganizationId: integer('delivery_organization_id').references(() => organizations.id),
    /** One of the organisation's cost centres, named at booking. */
    costCentre: varchar('cost_centre', { length: 60 }),
    serviceType: serviceTypeEnum('service_type').notNull(),
    priority: priorityEnum('priority').notNull().default('standard'),
    status: orderStatusEnum('status').notNull().default('pending'),
    pickupAddress: text('pickup_address').notNull(),
    pickupLatitude: latitude('pickup_latitude').notNull(),
    pickupLongitude: longitude('pickup_longitude').notNull(),
    pickupContactName: varchar('pickup_contact_name', { length: 120 }),
    pickupContactPhone: varchar('pickup_contact_phone', { length: 30 }),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryLatitude: latitude('delivery_latitude').notNull(),
    deliveryLongitude: longitude('delivery_longitude').notNull(),
    deliveryContactName: varchar('delivery_contact_name', { length: 120 }),
    deliveryContactPhone: varchar('delivery_contact_phone', { length: 30 }),
    /**
     * The recipient's language for texts and the tracking page, chosen at booking; null uses the
     * booking user's (texts) or the recipient's browser (the page).
     */
    recipientLanguage: varchar('recipient_language', { length: 2 }).$type<Language>(),
    /**
     * How precisely each end is known (street, zip, city), and whether an approximate one
     * still waits for the dispatcher's confirmation (approval is refused until it has it).
     */
    pickupPrecision: varchar('pickup_precision', { length: 6, enum: ADDRESS_PRECISIONS })
      .notNull()
      .default('street'),
    deliveryPrecision: varchar('delivery_precision', { length: 6, enum: ADDRESS_PRECISIONS })
      .notNull()
      .default('street'),
    pickupNeedsReview: boolean('pickup_needs_review').notNull().default(false),
    deliveryNeedsReview: boolean('delivery_needs_review').notNull().default(false),
    scheduledDate: tstz('scheduled_date'),
    preferredTimeSlot: timeSlotEnum('preferred_time_slot'),
    itemDescription: text('item_description').notNull(),
    specialInstructions: text('special_instructions'),
    requiresSignature: boolean('requires_signature').notNull().default(false),
    requiresId: boolean('requires_id').notNull().default(false),
    baseRate: money('base_rate').notNull(),
    distanceFee: money('distance_fee').notNull(),
    priorityFee: money('priority_fee').notNull(),
    totalCost: money('total_cost').notNull(),
    /**
     * The price as booked, line by line (summing to totalCost), and the organisation's rate card
     * version it came from (null: the standard card). Written once: a card changed later never
     * reprices the order. Lines are null only on rows priced before lines were kept.
     */
    priceLines: jsonb('price_lines').$type<PriceLine[]>(),
    rateCardId: integer('rate_card_id').references(() => rateCards.id),
    /** The card's version number, kept beside its id so no answer needs a join to show it. */
    rateCardVersion: integer('rate_card_version'),
    /** Miles, one decimal. */
    distance: numeric('distance', { precision: 7, scale: 1 }).notNull(),
    /** Estimated travel time in minutes (domain/eta.ts), shown as '1 hr 5 min'. */
    estimatedTime: integer('estimated_time'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    deliveredAt: tstz('delivered_at'),
    /**
     * When the driver said they had arrived at the pickup and at the drop, stamped by the server
     * (the first time only): the wait is from these to the pickup and delivery steps.
     */
    pickupArrivedAt: tstz('pickup_arrived_at'),
    deliveryArrivedAt: tstz('delivery_arrived_at'),
    /** unpaid, paid, invoiced or refunded: set by payments, approval and refunds. */
    paymentStatus: orderPaymentStatusEnum('payment_status').notNull().default('unpaid'),
    // The live ETA, recomputed from the driver's newest position (see driver-jobs/eta).
    etaAt: tstz('eta_at'),
    /** When the position behind etaAt was taken: an older fix computed later never overwrites it. */
    etaFixAt: tstz('eta_fix_at'),
    // The last time a driver handed a job back, and why (shown to dispatch only).
    driverDeclineReason: text('driver_decline_reason'),
    driverDeclinedAt: tstz('driver_declined_at'),
    driverDeclinedBy: integer('driver_declined_by').references(() => drivers.id),
    // Medical-grade delivery (decision 011): deadlines set by the server, cold chain, photo proof.
    pickupBy: tstz('pickup_by'),
    deliverBy: tstz('deliver_by'),
    temperatureClass: varchar('temperature_class', { length: 12 })
      .$type<'ambient' | 'refrigerated' | 'frozen'>()
      .notNull()
      .default('ambient'),
    temperatureExcursion: boolean('temperature_excursion').notNull().default(false),
    requiresPhoto: boolean('requires_photo').notNull().default(false),
    // Standing orders (decision 017): the rule that created this order and for which day.
    recurringId: integer('recurring_id').references(() => recurringOrders.id),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('orders_recurring_occurrence_uq').on(t.recurringId, t.occurrenceDate),
    index('orders_client_created_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
    index('orders_organization_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('orders_delivery_organization_status_idx').on(t.deliveryOrganizationId, t.status),
    index('orders_driver_status_idx').on(t.driverId, t.status),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Every status change with who, when and where: the order's chain of custody. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    latitude: latitude('latitude'),
    longitude: longitude('longitude'),
    /** Proof of pickup or delivery (name, signature image, ID type and last four), when taken. */
    proof: jsonb('proof'),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_events_order_idx').on(t.orderId, t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_order_idx').on(t.orderId, t.createdAt)],
);

/** One rating per side per order: the client rates the driver, the driver rates the client. */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    raterUserId: integer('rater_user_id')
      .notNull()
      .references(() => users.id),
    userType: ratingUserTypeEnum('user_type').notNull(),
    rating: smallint('rating').notNull(),
    feedback: text('feedback'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ratings_order_side_idx').on(t.orderId, t.userType)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerIntentId: varchar('provider_intent_id', { length: 120 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    status: paymentStatusEnum('status').notNull().default('requires_confirmation'),
    createdAt: createdAt(),
    confirmedAt: tstz('confirmed_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
    // At most one successful payment per order, whatever races happen.
    uniqueIndex('payments_one_success_idx')
      .on(t.orderId)
      .where(sql`status = 'succeeded'`),
  ],
);

/** The driver's shared positions during a job. */
export const locationUpdates = pgTable(
  'location_updates',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    latitude: latitude('latitude').notNull(),
    longitude: longitude('longitude').notNull(),
    status: orderStatusEnum('status'),
    /** When the device took the fix; createdAt is when the server stored it. */
    recordedAt: tstz('recorded_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('location_updates_order_idx').on(t.orderId, t.recordedAt),
    index('location_updates_driver_idx').on(t.driverId, t.recordedAt),
  ],
);
