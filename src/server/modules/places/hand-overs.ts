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

/** A driver's position when the goods changed hands at one end of the order (deliveries, today). */
export function learnFromHandOver(
  tx: DbOrTx,
  order: OrderRow,
  end: AddressEnd,
  position: LatLng,
  actorId: number | null,
) {
  return recordSighting(tx, {
    orderId: order.id,
    end,
    ...endOf(order, end),
    position,
    actorId,
    source: 'deliveries',
  });
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
