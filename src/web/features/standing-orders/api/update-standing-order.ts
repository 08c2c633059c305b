import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recurringOrderResponse, type UpdateRecurringOrderRequest } from '@domain/recurring-orders';
import { apiParse } from '@web/lib/api';
import { standingOrderKeys } from './keys';

export const updateStandingOrder = async ({ id, ...body }: UpdateRecurringOrderRequest & { id: number }) =>
  apiParse(recurringOrderResponse, 'PATCH', `/api/recurring-orders/${id}`, body);

export const endStandingOrder = async (id: number) =>
  apiParse(recurringOrderResponse, 'DELETE', `/api/recurring-orders/${id}`);

export function useUpdateStandingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStandingOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standingOrderKeys.all }),
  });
}

export function useEndStandingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endStandingOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standingOrderKeys.all }),
  });
}
