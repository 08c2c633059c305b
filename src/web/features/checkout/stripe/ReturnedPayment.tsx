/**
 * Back from a payment that needed another page (a bank check, a wallet): Stripe's return URL
 * carries the intent. Our server confirms the order from its own view of that intent, exactly as
 * after an in-page payment; a failed return goes back to the card form with 'Payment Failed'.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { OrderResponse } from '@domain/orders';
import { PageSpinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useConfirmPayment } from '../api/pay';
import { usePaymentOutcome } from '../payment-outcome';
import { useMessages } from '@web/i18n';

export function ReturnedPayment({
  order,
  paymentIntentId,
  failed,
}: {
  order: OrderResponse;
  paymentIntentId: string;
  failed: boolean;
}) {
  const [, navigate] = useLocation();
  const confirm = useConfirmPayment();
  const outcome = usePaymentOutcome(order.id);
  const started = useRef(false);
  const { t } = useMessages();
  // The same checkout link without Stripe's additions: the card form again.
  const retryUrl = `/checkout?orderId=${order.id}&amount=${order.totalCost}`;

  useEffect(() => {
    // Once per return, StrictMode's second effect included (the server answers a repeat the same).
    if (started.current) return;
    started.current = true;
    if (failed) {
      toast({ variant: 'destructive', title: t('checkout.failed'), description: t('checkout.notCompleted') });
      navigate(retryUrl, { replace: true });
      return;
    }
    confirm.mutate(
      { paymentIntentId, orderId: order.id },
      {
        onSuccess: (answer) => outcome.paid(answer),
        onError: (error) => {
          if (outcome.failed(error)) navigate(retryUrl, { replace: true });
        },
      },
    );
  }, [confirm, failed, navigate, order.id, outcome, paymentIntentId, retryUrl, t]);

  return <PageSpinner label={t('checkout.confirming')} />;
}
