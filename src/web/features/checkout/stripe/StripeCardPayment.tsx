/**
 * Card payment through Stripe Elements (decision 004), loaded lazily and only with the stripe
 * provider. The card goes from Stripe's Payment Element straight to Stripe; the browser confirms
 * the intent with Stripe.js (`redirect: 'if_required'`: a bank check opens over the page), then our
 * server confirms the order from its own view of the intent, so a page that says "paid" is never
 * enough to confirm an order.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useConfirmPayment } from '../api/pay';
import { usePaymentOutcome } from '../payment-outcome';
import { useStripeJs } from './load-stripe';
import { stripeOutcome } from './outcome';
import { useMessages } from '@web/i18n';

export interface StripeIntent {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
  publishableKey: string;
}

export default function StripeCardPayment({ order, intent }: { order: OrderResponse; intent: StripeIntent }) {
  const stripe = useStripeJs(intent.publishableKey);
  const options = useMemo<StripeElementsOptions>(
    () => ({
      clientSecret: intent.clientSecret,
      appearance: { theme: 'stripe', variables: { colorPrimary: '#0f766e' } },
    }),
    [intent.clientSecret],
  );
  const { t } = useMessages();

  if (stripe.isPending) return <InlineStatus label={t('checkout.loadingForm')} />;
  if (stripe.isError) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <p>{t('checkout.formFailed')}</p>
        <Button variant="outline" onClick={() => void stripe.refetch()}>
          {t('checkout.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <Elements stripe={stripe.data} options={options}>
      <StripeCardForm order={order} paymentIntentId={intent.paymentIntentId} amount={intent.amount} />
    </Elements>
  );
}

function StripeCardForm({
  order,
  paymentIntentId,
  amount,
}: {
  order: OrderResponse;
  paymentIntentId: string;
  amount: string;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const payment = usePaymentOutcome(order.id);
  const confirm = useConfirmPayment();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [paying, setPaying] = useState(false);
  const { t, money } = useMessages();

  const fail = (description: string | null) =>
    toast({
      variant: 'destructive',
      title: t('checkout.failed'),
      description: description ?? t('checkout.notCompleted'),
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !complete || paying) return;
    setPaying(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        // Only for payments that need another page; Stripe adds the intent to it (ReturnedPayment).
        confirmParams: { return_url: window.location.href },
      });
      const outcome = stripeOutcome(result);
      if (outcome.kind === 'failed') {
        fail(outcome.message);
        return;
      }
      try {
        payment.paid(await confirm.mutateAsync({ paymentIntentId, orderId: order.id }));
      } catch (error) {
        payment.failed(error);
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('checkout.paymentError'),
        description: error instanceof Error && error.message ? error.message : t('checkout.unexpected'),
      });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('checkout.cardDetails')}
      aria-busy={paying}
    >
      {ready ? null : <InlineStatus label={t('checkout.loadingForm')} />}
      <PaymentElement
        options={{ layout: 'tabs', readOnly: paying }}
        onReady={() => setReady(true)}
        onChange={(event) => setComplete(event.complete)}
        onLoadError={() => fail(t('checkout.formFailedReload'))}
      />
      <p className="flex items-start gap-2 text-xs text-slate-600">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        {t('checkout.stripeNote')}
      </p>
      <Button
        type="submit"
        className="w-full"
        size="lg"
        disabled={!stripe || !elements || !ready || !complete}
        pending={paying}
        pendingText={t('checkout.processing')}
      >
        <Lock aria-hidden="true" />
        {t('client.pay', { total: money(amount) })}
      </Button>
    </form>
  );
}

function InlineStatus({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-2 text-sm text-slate-600">
      <Spinner className="size-4 text-teal-700" />
      {label}
    </p>
  );
}
