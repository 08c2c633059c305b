/** The only file of the payments module that touches payments, and orders as checkout sees them. */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderPaymentStatus, OrderStatus } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { orders, payments, paymentWebhookEvents, refunds } from '../../db/schema/index';
import { enqueueWebhookEvent } from '../webhooks/index';

export type PaymentRow = typeof payments.$inferSelect;

export interface PayableOrder {
  id: number;
  clientId: number;
  organizationId: number | null;
  status: OrderStatus;
  totalCost: string;
  paymentStatus: OrderPaymentStatus;
  /** On an issued invoice: the organisation pays it through the invoice. */
  onInvoice: boolean;
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<PayableOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      clientId: orders.clientId,
      organizationId: orders.organizationId,
      status: orders.status,
      totalCost: orders.totalCost,
      paymentStatus: orders.paymentStatus,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and a bare "id"
      // inside the subquery would be the line's own.
      onInvoice: sql<boolean>`exists (select 1 from "invoice_lines" l where l."order_id" = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function findPaymentByKey(db: DbOrTx, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export async function findPaymentByIntent(
  db: DbOrTx,
  provider: string,
  providerIntentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerIntentId, providerIntentId)))
    .limit(1);
  return row;
}

export async function findSucceededPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .limit(1);
  return row;
}

/** Inserts unless the idempotency key is already there (a concurrent request won); answers the row. */
export async function insertPaymentOnce(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<{ row: PaymentRow; created: boolean }> {
  const [inserted] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (inserted) return { row: inserted, created: true };
  return { row: (await findPaymentByKey(db, values.idempotencyKey))!, created: false };
}

/** Points a not-yet-paid row at a new intent (the server changed provider since it was opened). */
export async function repointPayment(
  db: DbOrTx,
  paymentId: number,
  values: Pick<typeof payments.$inferInsert, 'provider' | 'providerIntentId' | 'amount'>,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ provider: values.provider, providerIntentId: values.providerIntentId, amount: values.amount })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'succeeded')))
    .returning();
  return row;
}

/** The partial unique index refuses a second succeeded payment for one order (23505). */
export async function markPaymentSucceeded(db: DbOrTx, paymentId: number, at: Date) {
  const [row] = await db
    .update(payments)
    .set({ status: 'succeeded', confirmedAt: at })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  return row;
}

/**
 * Moves the order's paymentStatus only from `from` (a conditional update): of two racing changes
 * exactly one answers the row; the other answers undefined and changes nothing.
 */
export async function setOrderPaymentStatus(
  db: DbOrTx,
  orderId: number,
  from: readonly OrderPaymentStatus[],
  to: OrderPaymentStatus,
) {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, [...from])))
    .returning();
  // Every payment-status change passes here: receivers of payment.changed hear of each, once.
  if (row)
    await enqueueWebhookEvent(db, 'payment.changed', row, { paymentStatus: to, totalCost: row.totalCost });
  return row;
}

export type RefundRow = typeof refunds.$inferSelect;

export async function findRefundOfPayment(db: DbOrTx, paymentId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).limit(1);
  return row;
}

export async function findRefundOfOrder(db: DbOrTx, orderId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).limit(1);
  return row;
}

/** One refund per payment (unique index): a second insert answers undefined. */
export async function insertRefundOnce(db: DbOrTx, values: typeof refunds.$inferInsert) {
  const [row] = await db
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning();
  return row;
}

/** Records a webhook event once: false when it was processed before (a replay). */
export async function recordWebhookEventOnce(db: DbOrTx, eventId: string, type: string): Promise<boolean> {
  const [row] = await db
    .insert(paymentWebhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing({ target: paymentWebhookEvents.eventId })
    .returning({ eventId: paymentWebhookEvents.eventId });
  return row !== undefined;
}
