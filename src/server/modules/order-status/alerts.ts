/**
 * An alert about an order's goods (a temperature excursion, a piece exception, a check-in
 * discrepancy) told at once to dispatch, the client and the driver holding (or offered) the job,
 * on commit: published in the change's transaction.
 */
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { publishEvent } from '../../realtime/event-bus';
import { alertAudience, type Offered } from '../../realtime/order-events';

type OrderRow = typeof orders.$inferSelect;

/** The live frame of an alert; no title reads as a temperature excursion. */
export function alertMessage(
  order: Pick<OrderRow, 'id' | 'status' | 'clientId' | 'driverId'>,
  tracking: { id: number; createdAt: Date },
  alert: string,
  alertTitle: string | undefined,
  offered?: Offered,
) {
  const ref = { id: order.id, status: order.status, clientId: order.clientId, driverId: order.driverId };
  return {
    audience: alertAudience(ref, offered),
    event: {
      type: 'tracking_update' as const,
      event: {
        id: tracking.id,
        orderId: order.id,
        status: order.status,
        createdAt: tracking.createdAt.toISOString(),
        alert,
        ...(alertTitle !== undefined ? { alertTitle } : {}),
      },
    },
  };
}

/** Tells those who hear of the order's goods of a piece exception, on commit. */
export function publishPieceAlert(
  tx: Tx,
  order: OrderRow,
  tracking: { id: number; createdAt: Date },
  alert: string,
  alertTitle = 'Piece exception',
  offered?: Offered,
) {
  const { audience, event } = alertMessage(order, tracking, alert, alertTitle, offered);
  return publishEvent(tx, audience, event);
}

/** Tells those who hear of the order's goods of a temperature excursion, on commit. */
export function publishExcursion(
  tx: Tx,
  order: OrderRow,
  tracking: { id: number; createdAt: Date },
  alert: string,
  offered?: Offered,
) {
  const { audience, event } = alertMessage(order, tracking, alert, undefined, offered);
  return publishEvent(tx, audience, event);
}
