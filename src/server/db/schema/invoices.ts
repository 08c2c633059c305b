/**
 * Invoices of on-account orders (domain/invoices.ts). What an invoice bills is written once: the
 * migration's triggers refuse any update of an invoice's number, organisation, period or total,
 * and any update or deletion of its lines, so not even a bug in the server can rewrite an issued
 * invoice. An order is on one invoice at most (a unique index on the line's order). Credit notes
 * and payments are rows of their own, added after; the invoice's status alone follows them.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InvoicePaymentMethod, InvoiceStatus } from '@domain/invoices';
import { organizations, users } from './accounts';
import { createdAt, money, tstz } from './columns';
import { orders } from './orders';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** Its place in the one unbroken sequence of invoice numbers (INV-000001...). */
    sequence: integer('sequence').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    status: varchar('status', { length: 10 }).$type<InvoiceStatus>().notNull().default('open'),
    /** The Central day it was issued, from which aging counts, and the day payment is due. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_sequence_uq').on(t.sequence),
    index('invoices_organization_idx').on(t.organizationId, t.sequence),
  ],
);

/** One delivered on-account order on an invoice, as billed. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    costCentre: varchar('cost_centre', { length: 60 }),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_order_uq').on(t.orderId),
    index('invoice_lines_invoice_idx').on(t.invoiceId),
  ],
);

/** An adjustment that lowers what an invoice asks, numbered in its own sequence (CN-000001...). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    sequence: integer('sequence').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_sequence_uq').on(t.sequence),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Money received against an invoice, entered by billing staff. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: money('amount').notNull(),
    method: varchar('method', { length: 10 }).$type<InvoicePaymentMethod>().notNull(),
    reference: varchar('reference', { length: 60 }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    check('invoice_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * An overdue reminder sent for an invoice, one row per reminder step (days past due, from
 * domain/invoice-reminders.ts). The unique (invoice, step) is what makes a step go out once, across
 * restarts and across servers: the row and its emails are written in one transaction, and a second
 * writer of the same step finds the row there and sends nothing.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Days past the due day this reminder is for (1, 7, 30...). */
    step: integer('step').notNull(),
    /** How many people it was sent to (the organisation's owners at the time). */
    recipients: integer('recipients').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_reminders_step_uq').on(t.invoiceId, t.step)],
);

/**
 * A page on the provider (Stripe Checkout) the server opened for an invoice's balance. The
 * webhook records the payment only for a session listed here, only for the amount and invoice
 * written here, and only once: `paymentId` is set in the same transaction as the payment, while
 * the row is held, so a retried or doubled event finds it set.
 */
export const invoiceCheckoutSessions = pgTable(
  'invoice_checkout_sessions',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's session id (cs_...). */
    sessionId: varchar('session_id', { length: 255 }).notNull(),
    /** The balance the session asks, as the server computed it when it opened the page. */
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The payment the completed session recorded; null until then. */
    paymentId: integer('payment_id').references(() => invoicePayments.id),
    providerIntentId: varchar('provider_intent_id', { length: 255 }),
    paidAt: tstz('paid_at'),
  },
  (t) => [
    uniqueIndex('invoice_checkout_sessions_session_uq').on(t.provider, t.sessionId),
    uniqueIndex('invoice_checkout_sessions_payment_uq').on(t.paymentId),
    index('invoice_checkout_sessions_invoice_idx').on(t.invoiceId),
    check('invoice_checkout_sessions_amount_positive', sql`${t.amount} > 0`),
  ],
);
