/**
 * Test support for the payment tests: orders written straight into the database, so these tests
 * do not depend on the orders API (built in parallel by another module).
 */
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@domain/enums';
import type { Db } from '../../db/client';
import { auditLog, orders, payments, trackingEvents } from '../../db/schema/index';

export const DEMO_CLIENT_ID = 2;

export async function insertOrder(
  db: Db,
  {
    clientId = DEMO_CLIENT_ID,
    status = 'pending',
    totalCost = '45.30',
  }: Partial<{
    clientId: number;
    status: OrderStatus;
    totalCost: string;
  }> = {},
): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      clientId,
      status,
      serviceType: 'medical_prescription',
      pickupAddress: '6411 Fannin St, Houston, TX 77030',
      pickupLatitude: '29.707000',
      pickupLongitude: '-95.401000',
      deliveryAddress: '1200 Binz St, Houston, TX 77004',
      deliveryLatitude: '29.725000',
      deliveryLongitude: '-95.384000',
      itemDescription: 'Insulin, refrigerated',
      baseRate: '25.00',
      distanceFee: '12.30',
      priorityFee: '8.00',
      totalCost,
      distance: '8.2',
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** What a payment left behind for one order: its payments, tracking events and audit lines. */
export async function paymentTrail(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const events = await db.select().from(trackingEvents).where(eq(trackingEvents.orderId, orderId));
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));
  return { order: order!, payments: rows, events, audits };
}
