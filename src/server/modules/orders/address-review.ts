/**
 * Approximate addresses and the dispatcher (decision 009). An order whose pickup or
 * delivery is known only to its ZIP or city, and was not pinned by the client, waits for the
 * dispatcher to confirm the point before it can be approved. The approval check is one small
 * function so the approve path (also edited for payments) only gains one call.
 */
import { eq } from 'drizzle-orm';
import { isApproximate, pinMovable, unconfirmedAddressMessage, type AddressEnd } from '@domain/addresses';
import type { ConfirmAddressRequest } from '@domain/addresses';
import type { SessionUser } from '@domain/auth';
import type { OrderResponse } from '@domain/orders';
import type { Db, DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { learnFromPin } from '../places/index';
import { pinnedEnd, pointColumns, refuseImplausiblePin } from './pin';
import { toOrderResponse } from './mapping';
import * as repo from './repository';

/** 409 naming each end that still needs the dispatcher's confirmation; nothing when none does. */
export async function requireConfirmedAddresses(db: DbOrTx, orderId: number): Promise<void> {
  const [row] = await db
    .select({ pickup: orders.pickupNeedsReview, delivery: orders.deliveryNeedsReview })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return;
  const ends: AddressEnd[] = [];
  if (row.pickup) ends.push('pickup');
  if (row.delivery) ends.push('delivery');
  if (ends.length > 0) throw new AppError('ADDRESS_UNCONFIRMED', unconfirmedAddressMessage(ends));
}

/**
 * POST /api/orders/{id}/confirm-address (admin): the dispatcher vouches for one end, optionally
 * with a corrected point (in the service area, near the place the address names). The price is
 * not changed: the client was charged for the resolved points; the correction is audited.
 */
export async function confirmAddress(
  db: Db,
  admin: SessionUser,
  orderId: number,
  input: ConfirmAddressRequest,
  ipAddress: string | null,
): Promise<OrderResponse> {
  const corrected =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!row) throw notFound('Order not found');
    if (!pinMovable(row.status)) {
      throw new AppError(
        'CONFLICT',
        `An order that is ${row.status.replace(/_/g, ' ')} cannot have its address changed`,
      );
    }
    const at = pinnedEnd(row, input.end);
    const { precision } = at;
    const before = at.stored;
    if (corrected) refuseImplausiblePin(at, corrected);
    const point = corrected ? pointColumns(input.end, corrected) : {};
    await tx
      .update(orders)
      .set({
        ...point,
        ...(input.end === 'pickup' ? { pickupNeedsReview: false } : { deliveryNeedsReview: false }),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    // The next order to this address is then resolved to the pin and needs no review.
    if (corrected) await learnFromPin(tx, row, input.end, corrected, admin.id);
    await recordAudit(tx, {
      action: 'order_address_confirmed',
      actorUserId: admin.id,
      entityType: 'order',
      entityId: orderId,
      ipAddress,
      details: {
        end: input.end,
        precision,
        approximate: isApproximate(precision),
        before,
        corrected,
      },
    });
  });
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('Order not found');
  return toOrderResponse(row, { role: 'admin' });
}
