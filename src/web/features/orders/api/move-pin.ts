import type { AddressEnd } from '@domain/addresses';
import { orderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';

/** POST /api/orders/{id}/pin: the client moves one end's pin of its own order, before pickup. */
export const moveOwnPin = (
  orderId: number,
  end: AddressEnd,
  point: { latitude: number; longitude: number },
) => apiParse(orderResponse, 'POST', `/api/orders/${orderId}/pin`, { end, ...point });
