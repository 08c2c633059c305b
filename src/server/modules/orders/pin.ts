/**
 * A pin moved on a map. Dispatch moves one while confirming an address (address-review.ts); the
 * order's client may move its own before pickup, to the right door of a building. A client's move
 * does not confirm the address nor teach the known addresses: dispatch still looks at it, since
 * one person's pin is not yet the business's knowledge. The price stays what was charged.
 */
import { eq } from 'drizzle-orm';
import { pinMovable, type AddressEnd, type AddressPrecision, type MovePinRequest } from '@domain/addresses';
import type { SessionUser } from '@domain/auth';
import type { LatLng } from '@domain/geo';
import type { OrderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import { actsForOrderClient } from '../access-policy/index';
import { recordAudit } from '../audit/index';
import { pinProblem, type PinnedEnd } from '../places/index';
import { toOrderResponse } from './mapping';
import * as repo from './repository';

type OrderRow = typeof orders.$inferSelect;

export function pinnedEnd(row: OrderRow, end: AddressEnd): PinnedEnd {
  return end === 'pickup'
    ? {
        end,
        address: row.pickupAddress,
        stored: { latitude: Number(row.pickupLatitude), longitude: Number(row.pickupLongitude) },
        precision: row.pickupPrecision as AddressPrecision,
      }
    : {
        end,
        address: row.deliveryAddress,
        stored: { latitude: Number(row.deliveryLatitude), longitude: Number(row.deliveryLongitude) },
        precision: row.deliveryPrecision as AddressPrecision,
      };
}

/** 400 naming `latitude` when the pin is outside the service area or far from its address. */
export function refuseImplausiblePin(at: PinnedEnd, pin: LatLng): void {
  const problem = pinProblem(at, pin);
  if (problem) throw badRequest(problem, [{ path: 'latitude', message: problem }]);
}

export const pointColumns = (end: AddressEnd, pin: LatLng) =>
  end === 'pickup'
    ? { pickupLatitude: pin.latitude.toFixed(6), pickupLongitude: pin.longitude.toFixed(6) }
    : { deliveryLatitude: pin.latitude.toFixed(6), deliveryLongitude: pin.longitude.toFixed(6) };

/** POST /api/orders/{id}/pin: an owner or booker of the order's organisation, before pickup. */
export async function moveOwnPin(
  db: Db,
  user: SessionUser,
  orderId: number,
  input: MovePinRequest,
  ipAddress: string | null,
): Promise<OrderResponse> {
  const pin = { latitude: input.latitude, longitude: input.longitude };
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    // Someone else's order answers like a missing one: its existence does not leak.
    if (!row || !actsForOrderClient(user, row)) throw notFound('Order not found');
    if (!pinMovable(row.status)) {
      throw new AppError(
        'CONFLICT',
        `An order that is ${row.status.replace(/_/g, ' ')} cannot have its pin moved`,
      );
    }
    const at = pinnedEnd(row, input.end);
    refuseImplausiblePin(at, pin);
    await tx
      .update(orders)
      .set({ ...pointColumns(input.end, pin), updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, {
      action: 'order_pin_moved',
      actorUserId: user.id,
      entityType: 'order',
      entityId: orderId,
      ipAddress,
      details: { end: input.end, precision: at.precision, before: at.stored, moved: pin },
    });
  });
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('Order not found');
  return toOrderResponse(row, user);
}
