/**
 * Refunds and the provider's webhook events (decision 004). One refund per payment (a
 * unique index, whatever races happen); one row per processed webhook event, so a replayed event
 * changes nothing.
 */
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, tstz } from './columns';
import { orders, payments } from './orders';

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 120 }).notNull(),
    amount: money('amount').notNull(),
    /** Why: `order_cancelled` (our cancel) or `provider` (refunded at the provider, seen by webhook). */
    reason: varchar('reason', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_payment_idx').on(t.paymentId), index('refunds_order_idx').on(t.orderId)],
);

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  /** The provider's event id (evt_...). */
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 80 }).notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});
