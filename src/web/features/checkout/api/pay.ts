import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmPaymentResponse,
  testPaymentResponse,
  TEST_PAYMENT_DELAY_MS,
  type ConfirmPaymentResponse,
} from '@domain/payments';
import { QUERY_ROOTS } from '@web/lib/query-roots';
import { apiParse } from '@web/lib/api';
import { newIdempotencyKey } from '@web/lib/idempotency-key';

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

export const testPayment = (orderId: number, idempotencyKey?: string) =>
  apiParse(
    testPaymentResponse,
    'POST',
    '/api/test-payment',
    { orderId },
    idempotencyKey ? { idempotencyKey } : undefined,
  );

export const confirmPayment = (body: { paymentIntentId: string; orderId: number }, idempotencyKey?: string) =>
  apiParse(
    confirmPaymentResponse,
    'POST',
    '/api/confirm-payment',
    body,
    idempotencyKey ? { idempotencyKey } : undefined,
  );

/**
 * One payment at a time per order, whatever asks for it: a second click, a second tab's panel in
 * this page, a remount. The second caller gets the first call's promise and waits for its answer
 * instead of sending a payment of its own (which the server would refuse as already paid, beside
 * the first one's success). Each attempt carries one Idempotency-Key, so a resend of it is answered
 * with the first answer.
 */
const inFlight = new Map<string, Promise<ConfirmPaymentResponse>>();

export function payOnce(
  what: string,
  send: (idempotencyKey: string) => Promise<ConfirmPaymentResponse>,
): Promise<ConfirmPaymentResponse> {
  const running = inFlight.get(what);
  if (running) return running;
  const attempt = send(newIdempotencyKey()).finally(() => inFlight.delete(what));
  inFlight.set(what, attempt);
  return attempt;
}

/** Test mode shows a 1 s "processing" before the server confirms the order. */
export function useTestPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (orderId: number) =>
      payOnce(`test:${orderId}`, async (key) => {
        await wait(TEST_PAYMENT_DELAY_MS);
        return testPayment(orderId, key);
      }),
    onSuccess: refresh,
  });
}

export function useConfirmPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: { paymentIntentId: string; orderId: number }) =>
      payOnce(`card:${body.orderId}`, (key) => confirmPayment(body, key)),
    onSuccess: refresh,
  });
}
