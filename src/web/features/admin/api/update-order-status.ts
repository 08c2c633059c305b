import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponse, type OrderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { patchOrderRows, refreshAdminData } from './refresh';

export type StatusChange = { order: OrderResponse; status: 'confirmed' | 'declined' | 'cancelled' };

export const updateOrderStatus = ({ order, status }: StatusChange) =>
  apiParse(orderResponse, 'PATCH', `/api/orders/${order.id}`, { status });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (answer) => patchOrderRows(queryClient, answer),
    onSettled: (_data, _error, { order }) => refreshAdminData(queryClient, order.id),
  });
}
