import { orderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';

/** PATCH /api/orders/{id} with status cancelled: the client cancels its own order. */
export const cancelOrder = (orderId: number) =>
  apiParse(orderResponse, 'PATCH', `/api/orders/${orderId}`, { status: 'cancelled' });
