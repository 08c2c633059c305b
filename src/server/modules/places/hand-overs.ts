/** What a hand-over or a dispatcher's pin teaches about the order's address (known-repository.ts). */
import type { AddressEnd, AddressPrecision } from '@domain/addresses';
import type { LatLng } from '@domain/geo';
import type { DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { recordSighting } from './known-repository';

type OrderRow = typeof orders.$inferSelect;

const endOf = (order: OrderRow, end: AddressEnd) =>
  end === 'pickup'
    ? {
        address: order.pickupAddress,
        orderPoint: { latitude: Number(order.pickupLatitude), longitude: Number(order.pickupLongitude) },
        precision: order.pickupPrecision as AddressPrecision,
      }
    : {
        address: order.deliveryAddress,
        orderPoint: { latitude: Number(order.deliveryLatitude), longitude: Number(order.deliveryLongitude) },
        precision: order.deliveryPrecision as AddressPrecision,
      };

/**
 * A driver's position when the goods changed hands at one end of the order (deliveries, today).
 * The hand-over is the fact and the lesson a bonus: the lesson runs in a savepoint of the
 * hand-over's transaction, so a failure costs the lesson, never the delivery. The answer is the
 * failure's cause, for the caller to record, or null.
 */
export async function learnFromHandOver(
  tx: DbOrTx,
  order: OrderRow,
  end: AddressEnd,
  position: LatLng,
  actorId: number | null,
): Promise<string | null> {
  try {
    await tx.transaction((savepoint) =>
      recordSighting(savepoint, {
        orderId: order.id,
        end,
        ...endOf(order, end),
        position,
        actorId,
        source: 'deliveries',
      }),
    );
    return null;
  } catch (error) {
    // The database's own words, not the driver's wrapper: that one repeats the query's parameters,
    // an address and a position, which have no place in an audit line.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
}

/** A dispatcher moved the pin of one end: a person looked at the map, so it is known at once. */
export function learnFromPin(
  tx: DbOrTx,
  order: OrderRow,
  end: AddressEnd,
  position: LatLng,
  actorId: number,
) {
  return recordSighting(tx, {
    orderId: order.id,
    end,
    ...endOf(order, end),
    position,
    actorId,
    source: 'dispatch',
  });
}
