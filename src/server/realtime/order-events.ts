/**
 * The order events every service publishes, in the transaction of the change (decision 006).
 * The audience is derived here, once: an order that is confirmed and has no driver is an open job.
 */
import type { LiveEvent, OrderRef } from '@domain/events';
import type { OrderStatus } from '@domain/enums';
import type { DbOrTx } from '../db/client';
import { publishEvent } from './event-bus';

type OrderEventType = 'new_order' | 'order_status_update' | 'order_assigned' | 'order_accepted';

export const audienceOf = (order: OrderRef) => ({
  clientId: order.clientId,
  driverId: order.driverId,
  openJob: order.status === 'confirmed' && order.driverId === null,
});

export function publishOrderEvent(
  db: DbOrTx,
  type: OrderEventType,
  order: OrderRef,
  previousStatus?: OrderStatus,
): Promise<void> {
  const event: LiveEvent = type === 'order_status_update' ? { type, order, previousStatus } : { type, order };
  return publishEvent(db, audienceOf(order), event);
}

export function publishTrackingEvent(
  db: DbOrTx,
  order: OrderRef,
  tracking: { id: number; status: OrderStatus; createdAt: Date },
): Promise<void> {
  return publishEvent(db, audienceOf(order), {
    type: 'tracking_update',
    event: {
      id: tracking.id,
      orderId: order.id,
      status: tracking.status,
      createdAt: tracking.createdAt.toISOString(),
    },
  });
}
