/**
 * Card payment with test mode off: open an intent (failure goes back to the dashboard with
 * 'Payment Error'), then take the card. With the simulated provider a local card form
 * confirms through POST /api/confirm-payment. With Stripe the card goes to Stripe Elements, a
 * separate chunk that loads Stripe.js only then (stripe/StripeCardPayment.tsx).
 */
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { CreditCard, Lock } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { PageSpinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { usePaymentIntent } from './api/create-payment-intent';
import { useConfirmPayment } from './api/pay';
import { cardErrors, formatCardNumber, type CardDetails, type CardErrors } from './card-details';
import { usePaymentOutcome } from './payment-outcome';
import { returnedPayment } from './stripe/outcome';
import { ReturnedPayment } from './stripe/ReturnedPayment';
import { useMessages } from '@web/i18n';

const StripeCardPayment = lazy(() => import('./stripe/StripeCardPayment'));

export function CardPayment({ order }: { order: OrderResponse }) {
  const returned = returnedPayment(useSearch());
  if (returned) return <ReturnedPayment order={order} {...returned} />;
  return <NewCardPayment order={order} />;
}

function NewCardPayment({ order }: { order: OrderResponse }) {
  const [, navigate] = useLocation();
  const intent = usePaymentIntent(order.id, order.totalCost, true);
  const { t, money, errorText } = useMessages();

  useEffect(() => {
    if (!intent.isError) return;
    toast({
      variant: 'destructive',
      title: t('checkout.paymentError'),
      description: errorText(intent.error, 'checkout.unexpected'),
    });
    navigate('/dashboard');
  }, [intent.isError, intent.error, navigate, t, errorText]);

  if (intent.isPending || intent.isError) return <PageSpinner label={t('checkout.preparing')} />;
  const { provider, publishableKey } = intent.data;
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<PageSpinner label={t('checkout.loadingForm')} />}>
        <StripeCardPayment order={order} intent={{ ...intent.data, publishableKey }} />
      </Suspense>
    );
  }
  if (provider !== 'test') {
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('checkout.noStripeKey')}
        </p>
        <Button className="w-full" size="lg" disabled>
          <Lock aria-hidden="true" />
          {t('client.pay', { total: money(intent.data.amount) })}
        </Button>
      </div>
    );
  }
  return (
    <SimulatedCardForm
      order={order}
      paymentIntentId={intent.data.paymentIntentId}
      amount={intent.data.amount}
    />
  );
}

const EMPTY: CardDetails = { name: '', number: '', expiry: '', cvc: '' };

function SimulatedCardForm({
  order,
  paymentIntentId,
  amount,
}: {
  order: OrderResponse;
  paymentIntentId: string;
  amount: string;
}) {
  const outcome = usePaymentOutcome(order.id);
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const confirm = useConfirmPayment();
  const set = (key: keyof CardDetails, value: string) => setCard((c) => ({ ...c, [key]: value }));
  const { t, money } = useMessages();
  const errorOf = (key: keyof CardDetails) => (errors[key] ? t(errors[key]) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardErrors(card);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { paymentIntentId, orderId: order.id },
      { onSuccess: (answer) => outcome.paid(answer), onError: (error) => outcome.failed(error) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('checkout.cardDetails')}>
      <p className="flex items-start gap-2 text-xs text-slate-600">
        <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('checkout.simulated')}
      </p>
      <Field label={t('checkout.nameOnCard')} error={errorOf('name')}>
        <Input autoComplete="cc-name" value={card.name} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <Field label={t('checkout.cardNumber')} error={errorOf('number')}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('checkout.expiry')} error={errorOf('expiry')}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            value={card.expiry}
            onChange={(e) => set('expiry', e.target.value)}
          />
        </Field>
        <Field label={t('checkout.securityCode')} error={errorOf('cvc')}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </div>
      <Button
        type="submit"
        className="w-full"
        size="lg"
        pending={confirm.isPending}
        pendingText={t('checkout.processing')}
      >
        <Lock aria-hidden="true" />
        {t('client.pay', { total: money(amount) })}
      </Button>
    </form>
  );
}
