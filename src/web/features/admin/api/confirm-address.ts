import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressEnd } from '@domain/addresses';
import { orderResponse, type OrderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { patchOrderRows, refreshAdminData } from './refresh';

export const confirmAddress = ({ order, end }: { order: OrderResponse; end: AddressEnd }) =>
  apiParse(orderResponse, 'POST', `/api/orders/${order.id}/confirm-address`, { end });

export function useConfirmAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAddress,
    onSuccess: (answer) => patchOrderRows(queryClient, answer),
    onSettled: (_data, _error, { order }) => refreshAdminData(queryClient, order.id),
  });
}
