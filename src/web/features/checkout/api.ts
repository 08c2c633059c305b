/** Data of the checkout page: the order, the payment setup and the three payment calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@domain/orders';
import {
  TEST_PAYMENT_DELAY_MS,
  type ConfirmPaymentResponse,
  type CreatePaymentIntentResponse,
  type PaymentConfigResponse,
} from '@domain/payments';
import { ORDERS_KEY, STATS_KEY } from '@web/features/client-dashboard';
import { apiJson } from '@web/lib/api';

export function useOrder(orderId: number) {
  return useQuery<OrderResponse>({ queryKey: [...ORDERS_KEY, orderId] });
}

export function usePaymentConfig() {
  return useQuery<PaymentConfigResponse>({ queryKey: ['/api/payments/config'] });
}

/**
 * The card payment's intent. A query rather than a mutation: the server answers the same intent
 * for the same order and total (idempotent), so a remount or StrictMode's double effect costs
 * nothing, and gcTime 0 keeps a stale intent from outliving the page.
 */
export function usePaymentIntent(orderId: number, amount: string, enabled: boolean) {
  return useQuery<CreatePaymentIntentResponse>({
    queryKey: ['payment-intent', orderId, amount],
    queryFn: () => apiJson('POST', '/api/create-payment-intent', { orderId, amount }),
    enabled,
    gcTime: 0,
  });
}

/** A paid order changes the dashboard's lists and figures: refetch them before going back there. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: STATS_KEY }),
    ]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Test mode shows a 1 s "processing" before the server confirms the order. */
export function useTestPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: async (orderId: number) => {
      await wait(TEST_PAYMENT_DELAY_MS);
      return apiJson<ConfirmPaymentResponse>('POST', '/api/test-payment', { orderId });
    },
    onSuccess: refresh,
  });
}

export function useConfirmPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: { paymentIntentId: string; orderId: number }) =>
      apiJson<ConfirmPaymentResponse>('POST', '/api/confirm-payment', body),
    onSuccess: refresh,
  });
}
