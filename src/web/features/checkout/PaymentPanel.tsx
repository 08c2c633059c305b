/**
 * The payment form: a Test mode switch, on by default, that confirms the order
 * through POST /api/test-payment after the spec's 1 s; off, a card payment through an intent.
 * A paid order shows 'Already paid' instead, so nobody pays twice from an old link or tab; a paid
 * payment moves on to the confirmation page (payment-outcome.ts). A
 * checkout left earlier resumes here (the server answers the same intent), and an order dispatch
 * approved on account (invoiced) can still be paid.
 */
import { useState } from 'react';
import { CircleCheck, CircleX, FlaskConical } from 'lucide-react';
import { Link } from 'wouter';
import { clientStatus } from '@domain/client-status';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { usePaymentConfig } from './api/get-payment-config';
import { useTestPayment } from './api/pay';
import { CardPayment } from './CardPayment';
import { canPay, paymentState } from '@web/lib/orders';
import { confirmationHref, usePaymentOutcome } from './payment-outcome';
import { useMessages } from '@web/i18n';

export function PaymentPanel({ order }: { order: OrderResponse }) {
  const outcome = usePaymentOutcome(order.id);
  const config = usePaymentConfig();
  const [testMode, setTestMode] = useState(true);
  const testPayment = useTestPayment();
  const { t, money } = useMessages();
  // A server on real card payments refuses test payments: then the switch is off and locked.
  const testAllowed = config.data?.testPaymentsEnabled !== false;
  const inTestMode = testMode && testAllowed;

  if (!canPay(order)) return <NotPayable order={order} />;

  // A second click while the first payment runs joins it (payOnce), and either way the page
  // moves on to the confirmation once the order is paid.
  const payInTestMode = () =>
    testPayment.mutate(order.id, {
      onSuccess: (answer) => outcome.paid(answer, 'checkout.testPaid'),
      onError: (error) => outcome.failed(error, 'checkout.testFailed'),
    });

  return (
    <Card aria-labelledby="payment-title">
      <CardHeader>
        <CardTitle id="payment-title">{t('checkout.payment')}</CardTitle>
        <CardDescription>{t('checkout.amountDue', { total: money(order.totalCost) })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
          <div>
            <Label htmlFor="test-mode">{t('checkout.testMode')}</Label>
            <p id="test-mode-hint" className="text-xs text-slate-600">
              {testAllowed ? t('checkout.testModeHint') : t('checkout.realOnly')}
            </p>
          </div>
          <Switch
            id="test-mode"
            aria-describedby="test-mode-hint"
            checked={inTestMode}
            disabled={!testAllowed || testPayment.isPending}
            onCheckedChange={setTestMode}
          />
        </div>
        {inTestMode ? (
          <div className="space-y-3">
            <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {order.paymentStatus === 'invoiced' ? t('checkout.testInvoice') : t('checkout.testOrder')}
            </p>
            <Button
              className="w-full"
              size="lg"
              onClick={payInTestMode}
              pending={testPayment.isPending}
              pendingText={t('checkout.processing')}
            >
              {t('checkout.payTest', { total: money(order.totalCost) })}
            </Button>
          </div>
        ) : (
          <CardPayment order={order} />
        )}
      </CardContent>
    </Card>
  );
}

function NotPayable({ order }: { order: OrderResponse }) {
  const closed = order.status === 'cancelled' || order.status === 'declined';
  const { t } = useMessages();
  const status = t(`clientStatus.${clientStatus(order).key}`);
  return (
    <Card role="status" className="space-y-3 p-6">
      <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {closed ? (
          <CircleX className="size-5 text-red-700" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-5 text-teal-700" aria-hidden="true" />
        )}
        {closed
          ? status
          : order.paymentStatus === 'paid'
            ? t('checkout.alreadyPaid')
            : t('checkout.nothingToPay')}
      </p>
      <p className="text-sm text-slate-600">
        {closed
          ? t('checkout.cannotPay')
          : order.paymentStatus === 'paid'
            ? t('checkout.orderStatus', { number: order.displayNumber, status })
            : t('checkout.orderPayment', {
                number: order.displayNumber,
                status,
                payment: t(`paymentState.${paymentState(order).key}`),
              })}
      </p>
      <div className="flex flex-wrap gap-2">
        {order.paymentStatus === 'paid' ? (
          <Button asChild>
            <Link href={confirmationHref(order.id)}>{t('checkout.seeConfirmation')}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link href="/dashboard">{t('checkout.backToDashboard')}</Link>
        </Button>
      </div>
    </Card>
  );
}
