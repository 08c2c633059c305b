import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recurringOrderResponse, type CreateRecurringOrderRequest } from '@domain/recurring-orders';
import { apiParse } from '@web/lib/api';

export const createStandingOrder = async (body: CreateRecurringOrderRequest) =>
  apiParse(recurringOrderResponse, 'POST', '/api/recurring-orders', body);

export function useCreateStandingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStandingOrder,
    // The first occurrences are booked at once: the order lists change too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
