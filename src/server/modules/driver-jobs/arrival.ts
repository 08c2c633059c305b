/**
 * "I have arrived": the driver's call at the pickup and at the drop. The server stamps the arrival
 * with its own clock, once (a repeated or replayed call answers the first stamp), and only while
 * the job is at that stop; the wait charged later is from this stamp to the server's own stamp of
 * the step that ends the stop (domain/wait-time.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { NOT_YOUR_JOB } from '@domain/driver';
import { ARRIVAL_STATUSES, type ArrivalResponse, type ArrivalStop } from '@domain/wait-time';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, forbidden, notFound } from '../../errors';
import { canReadOrder, canRunJob } from '../access-policy/index';
import { findOrderRow } from '../orders/index';
import { sessionDriverId } from './service';

export async function recordArrival(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  stop: ArrivalStop,
  now = new Date(),
): Promise<ArrivalResponse> {
  const driverId = sessionDriverId(viewer);
  const column = stop === 'pickup' ? orders.pickupArrivedAt : orders.deliveryArrivedAt;
  const [row] = await db
    .update(orders)
    .set(
      stop === 'pickup'
        ? { pickupArrivedAt: sql`coalesce(${orders.pickupArrivedAt}, ${now})` }
        : { deliveryArrivedAt: sql`coalesce(${orders.deliveryArrivedAt}, ${now})` },
    )
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.driverId, driverId),
        inArray(orders.status, [...ARRIVAL_STATUSES[stop]]),
      ),
    )
    .returning({ arrivedAt: column });
  if (row?.arrivedAt) return { orderId, stop, arrivedAt: row.arrivedAt.toISOString() };
  // Nothing stamped: say why, refusing exactly as the steps refuse.
  const order = await findOrderRow(db, orderId);
  if (!order || !canReadOrder(viewer, order)) throw notFound('Order not found');
  if (!canRunJob(viewer, order)) throw forbidden(NOT_YOUR_JOB);
  throw new AppError(
    'ORDER_TRANSITION_NOT_ALLOWED',
    `A driver arrives at the ${stop} while the job is ${ARRIVAL_STATUSES[stop].join(' or ')}; it is ${order.status}`,
  );
}
