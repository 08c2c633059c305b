/**
 * Checkout: ?orderId=&amount=. Without both there is nothing to pay, so back to the
 * dashboard. The amount charged is always the order's own total from the server;
 * the URL's amount is only compared with it.
 */
import { Link, Redirect, useSearch } from 'wouter';
import { displayNumber } from '@domain/display';
import { PageHeader } from '@web/components/PageHeader';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { isNotThere } from '@domain/error-codes';
import { errorCode } from '@web/lib/api';
import { useOrder } from './api/get-order';
import { OrderSummary } from './OrderSummary';
import { PaymentPanel } from './PaymentPanel';
import { useMessages } from '@web/i18n';

export function CheckoutPage() {
  const params = new URLSearchParams(useSearch());
  const orderId = Number(params.get('orderId'));
  const amount = params.get('amount');
  if (!params.get('orderId') || !Number.isInteger(orderId) || orderId <= 0 || !amount) {
    return <Redirect to="/dashboard" replace />;
  }
  return <Checkout orderId={orderId} amount={amount} />;
}

function Checkout({ orderId, amount }: { orderId: number; amount: string }) {
  const order = useOrder(orderId);
  const { t } = useMessages();
  return (
    <>
      <PageHeader
        title={t('checkout.title')}
        description={t('checkout.description', { number: displayNumber(orderId) })}
      />
      {order.isPending ? (
        <PageSpinner label={t('checkout.loading')} />
      ) : order.isError ? (
        <Card role="alert" className="p-6 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">
            {isNotThere(errorCode(order.error)) ? t('checkout.notFound') : t('checkout.loadFailed')}
          </p>
          <p className="mt-1">
            {t('checkout.checkLink')}{' '}
            <Link
              href="/dashboard"
              className="text-teal-700 underline underline-offset-2 hover:text-teal-900"
            >
              {t('checkout.dashboardLink')}
            </Link>
            .
          </p>
        </Card>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <OrderSummary order={order.data} requestedAmount={amount} />
          </div>
          <div className="lg:col-span-2">
            <PaymentPanel order={order.data} />
          </div>
        </div>
      )}
    </>
  );
}
