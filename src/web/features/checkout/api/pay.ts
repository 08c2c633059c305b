import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmPaymentResponse, testPaymentResponse, TEST_PAYMENT_DELAY_MS } from '@domain/payments';
import { QUERY_ROOTS } from '@web/lib/query-roots';
import { apiParse } from '@web/lib/api';

/** A paid order changes the dashboard's lists and figures: refetch them before going back there. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders }),
      queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.stats }),
    ]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const testPayment = (orderId: number) =>
  apiParse(testPaymentResponse, 'POST', '/api/test-payment', { orderId });

export const confirmPayment = (body: { paymentIntentId: string; orderId: number }) =>
  apiParse(confirmPaymentResponse, 'POST', '/api/confirm-payment', body);

/** Test mode shows a 1 s "processing" before the server confirms the order. */
export function useTestPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: async (orderId: number) => {
      await wait(TEST_PAYMENT_DELAY_MS);
      return testPayment(orderId);
    },
    onSuccess: refresh,
  });
}

export function useConfirmPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({ mutationFn: confirmPayment, onSuccess: refresh });
}
