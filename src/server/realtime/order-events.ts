/**
 * The order events every service publishes, in the transaction of the change (decision 006).
 * The audience is derived here, once.
 */
import type { EventAudience, LiveEvent, OrderRef } from '@domain/events';
import type { OrderStatus } from '@domain/enums';
import { isOpenJob } from '@domain/order-state';
import type { DbOrTx } from '../db/client';
import { publishEvent } from './event-bus';

type OrderEventType = 'new_order' | 'order_status_update' | 'order_assigned' | 'order_accepted';

/**
 * The driver an open job is offered to (auto-dispatch) before and after a change: while offered,
 * the job is that driver's news alone, not every driver's.
 */
export interface Offered {
  before: number | null;
  now: number | null;
}

const NOT_OFFERED: Offered = { before: null, now: null };

/**
 * Who hears about an order. `before` matters when a job stops being open (accepted, assigned,
 * cancelled): every driver who saw it in their list must learn that it is gone. A job offered to
 * one driver was on that driver's list alone, so it alone hears (as the order's driver).
 */
export const audienceOf = (order: OrderRef, before?: OrderRef, offered: Offered = NOT_OFFERED) => ({
  clientId: order.clientId,
  driverId: order.driverId ?? offered.now ?? before?.driverId ?? offered.before ?? null,
  openJob:
    (isOpenJob(order) && offered.now === null) ||
    (before !== undefined && isOpenJob(before) && offered.before === null),
});

/**
 * Who hears an alert about an order's goods (a piece exception, a temperature excursion, a
 * check-in discrepancy): dispatch, the client, and the driver holding the job or offered it. Never
 * the open-job board: an alert names pieces and what befell them, which a driver who does not hold
 * the job has no need to know, approved or not.
 */
export const alertAudience = (order: OrderRef, offered: Offered = NOT_OFFERED): EventAudience => ({
  ...audienceOf(order, undefined, offered),
  openJob: false,
});

/** An order event and who hears it, to publish alone or with the other events of its change. */
export function orderEventMessage(
  type: OrderEventType,
  order: OrderRef,
  before?: OrderRef,
  offered?: Offered,
) {
  const event: LiveEvent =
    type === 'order_status_update' ? { type, order, previousStatus: before?.status } : { type, order };
  return { audience: audienceOf(order, before, offered), event };
}

/** A tracking event and who hears it (those who hear about the order). */
export function trackingEventMessage(
  order: OrderRef,
  tracking: { id: number; status: OrderStatus; createdAt: Date },
  before?: OrderRef,
  offered?: Offered,
): { audience: EventAudience; event: LiveEvent } {
  return {
    audience: audienceOf(order, before, offered),
    event: {
      type: 'tracking_update',
      event: {
        id: tracking.id,
        orderId: order.id,
        status: tracking.status,
        createdAt: tracking.createdAt.toISOString(),
      },
    },
  };
}

export function publishOrderEvent(
  db: DbOrTx,
  type: OrderEventType,
  order: OrderRef,
  before?: OrderRef,
): Promise<void> {
  const { audience, event } = orderEventMessage(type, order, before);
  return publishEvent(db, audience, event);
}

export function publishTrackingEvent(
  db: DbOrTx,
  order: OrderRef,
  tracking: { id: number; status: OrderStatus; createdAt: Date },
  before?: OrderRef,
): Promise<void> {
  const { audience, event } = trackingEventMessage(order, tracking, before);
  return publishEvent(db, audience, event);
}
