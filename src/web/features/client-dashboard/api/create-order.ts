import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest } from '@domain/orders';
import { apiParseLater } from '@web/lib/api';
import { orderSchemas } from '@web/lib/domain-schemas';
import { clientDashboardKeys } from './keys';

/** The booking form's POST /api/orders payload: the form's fields plus the status and proof flags it always sends. */
export type NewOrderPayload = CreateOrderRequest & { status: 'pending' };

export const createOrder = (body: NewOrderPayload) =>
  apiParseLater(() => orderSchemas().then((m) => m.createdOrderResponse), 'POST', '/api/orders', body);

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientDashboardKeys.orders }),
        queryClient.invalidateQueries({ queryKey: clientDashboardKeys.stats }),
      ]),
  });
}
