import { apiParseLater } from '@web/lib/api';
import { orderResponseSchemas } from '@web/lib/domain-schemas';

/**
 * PATCH /api/orders/{id} with status cancelled: the client cancels its own order. The dashboard's
 * notice of unpaid orders offers it on the first screen, so the order schema (zod with it) is a
 * chunk of its own, requested beside the call.
 */
export const cancelOrder = (orderId: number) =>
  apiParseLater(
    () => orderResponseSchemas().then((m) => m.orderResponse),
    'PATCH',
    `/api/orders/${orderId}`,
    {
      status: 'cancelled',
    },
  );
