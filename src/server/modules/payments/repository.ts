/** The only file of the payments module that touches payments, and orders as checkout sees them. */
import { and, eq, ne } from 'drizzle-orm';
import type { OrderStatus } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { orders, payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

export interface PayableOrder {
  id: number;
  clientId: number;
  status: OrderStatus;
  totalCost: string;
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<PayableOrder | undefined> {
  const [row] = await db
    .select({ id: orders.id, clientId: orders.clientId, status: orders.status, totalCost: orders.totalCost })
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
