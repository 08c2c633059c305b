import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponse, type OrderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { patchOrderRows, refreshAdminData } from './refresh';

export const assignDriver = ({ order, driverId }: { order: OrderResponse; driverId: number }) =>
  apiParse(orderResponse, 'POST', `/api/orders/${order.id}/assign`, { driverId });

export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDriver,
    onSuccess: (answer) => patchOrderRows(queryClient, answer),
    onSettled: (_data, _error, { order }) => refreshAdminData(queryClient, order.id),
  });
}
