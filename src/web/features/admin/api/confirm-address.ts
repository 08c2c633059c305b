import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressEnd } from '@domain/addresses';
import { orderResponse, type OrderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { patchOrderRows, refreshAdminData } from './refresh';

/** Without a point the stored one is confirmed as it is; with one, the pin moved there is. */
export const confirmAddress = ({
  order,
  end,
  point,
}: {
  order: OrderResponse;
  end: AddressEnd;
  point?: { latitude: number; longitude: number };
}) => apiParse(orderResponse, 'POST', `/api/orders/${order.id}/confirm-address`, { end, ...point });

export function useConfirmAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAddress,
    onSuccess: (answer) => patchOrderRows(queryClient, answer),
    onSettled: (_data, _error, { order }) => refreshAdminData(queryClient, order.id),
  });
}
