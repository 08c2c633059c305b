/** /receipt/:id: a printable receipt of one order, with the price breakdown and addresses. */
import type { ReactNode } from 'react';
import { ArrowLeft, CreditCard, Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { displayNumber } from '@domain/display';
import type { OrderResponse } from '@domain/orders';
import { PageHeader } from '@web/components/PageHeader';
import { PriceLines } from '@web/components/PriceLines';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { clientStatus } from '@domain/client-status';
import { errorCode } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { useOrderDetail } from '@web/lib/orders';
import { useOrderPayment } from '@web/lib/orders';
import { canPay, checkoutHref, paymentState } from '@web/lib/orders';
import { useMessages } from '@web/i18n';

export function ReceiptPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const order = useOrderDetail(id);
  const { t } = useMessages();

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title={t('confirmation.receipt')}
          description={id ? t('chat.order', { number: displayNumber(id) }) : undefined}
          actions={
            <>
              <Button asChild variant="outline">
                <Link href="/orders">
                  <ArrowLeft aria-hidden="true" />
                  {t('nav.orders')}
                </Link>
              </Button>
              <Button onClick={() => window.print()} disabled={!order.data}>
                <Printer aria-hidden="true" />
                {t('receipt.print')}
              </Button>
            </>
          }
        />
      </div>
      {id === null || errorCode(order.error) === 'NOT_FOUND' ? (
        <Card role="alert" className="p-6 text-slate-700">
          {t('confirmation.notFound')}
        </Card>
      ) : order.isPending ? (
        <PageSpinner label={t('receipt.loading')} />
      ) : order.isError ? (
        <Card role="alert" className="p-6 text-red-800">
          {t('receipt.loadFailed')}
        </Card>
      ) : (
        <ReceiptBody order={order.data} />
      )}
    </>
  );
}

function ReceiptBody({ order }: { order: OrderResponse }) {
  const payment = paymentState(order);
  const summary = useOrderPayment(order.id);
  const refund = summary.data?.refund ?? null;
  const client = order.client;
  const { t, money, dateTime } = useMessages();
  return (
    <Card
      aria-label={t('receipt.label', { number: order.displayNumber })}
      className="mx-auto max-w-3xl p-6 sm:p-10 print:max-w-none print:border-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <p className="text-xl font-bold text-teal-800">MedLink</p>
          <p className="text-sm text-slate-600">{t('receipt.tagline')}</p>
        </div>
        <div className="text-sm sm:text-right">
          <p className="text-lg font-semibold text-slate-900">
            {t('receipt.number', { number: order.displayNumber })}
          </p>
          <p className="text-slate-600">{t('client.awaiting.booked', { at: dateTime(order.createdAt) })}</p>
          <p
            data-testid="payment-status"
            className={cn(
              'mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
              payment.tone === 'paid' && 'bg-emerald-100 text-emerald-900',
              payment.tone === 'due' && 'bg-amber-100 text-amber-900',
              payment.tone === 'none' && 'bg-slate-200 text-slate-800',
            )}
          >
            {t('confirmation.payment', { payment: t(`paymentState.${payment.key}`) })}
          </p>
          {summary.data?.paidAt && order.paymentStatus !== 'unpaid' ? (
            <p className="text-slate-600">{t('receipt.paidAt', { at: dateTime(summary.data.paidAt) })}</p>
          ) : null}
          {refund ? (
            <p data-testid="receipt-refund" className="font-medium text-slate-900">
              {t('receipt.refunded', { total: money(refund.amount), at: dateTime(refund.refundedAt) })}
            </p>
          ) : null}
          {canPay(order) ? (
            <Button asChild size="sm" className="mt-2 print:hidden">
              <Link href={checkoutHref(order)}>
                <CreditCard aria-hidden="true" />
                {t(order.paymentStatus === 'invoiced' ? 'orders.payNow' : 'orders.resumeCheckout')}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>

      <div className="grid gap-6 border-b border-slate-200 py-6 sm:grid-cols-3">
        {client ? (
          <Block title={t('receipt.billedTo')}>
            {client.organizationName ? (
              <span className="block font-medium">{client.organizationName}</span>
            ) : null}
            {client.firstName} {client.lastName}
          </Block>
        ) : null}
        <Block title={t('client.address.pickup')}>
          {order.pickupAddress}
          {order.pickupContactName ? (
            <span className="block text-slate-600">{order.pickupContactName}</span>
          ) : null}
        </Block>
        <Block title={t('client.address.delivery')}>
          {order.deliveryAddress}
          {order.deliveryContactName ? (
            <span className="block text-slate-600">{order.deliveryContactName}</span>
          ) : null}
        </Block>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 border-b border-slate-200 py-6 text-sm">
        <dt className="text-slate-600">{t('confirmation.service')}</dt>
        <dd>{t(`service.${order.serviceType}`)}</dd>
        <dt className="text-slate-600">{t('checkout.item')}</dt>
        <dd>{order.itemDescription}</dd>
        <dt className="text-slate-600">{t('orders.filter.status')}</dt>
        <dd>{t(`clientStatus.${clientStatus(order).key}`)}</dd>
        <dt className="text-slate-600">{t('receipt.rates')}</dt>
        <dd data-testid="receipt-rates">
          {order.rateCardVersion === null
            ? t('receipt.standardRates')
            : t('receipt.contractRates', { version: order.rateCardVersion })}
        </dd>
        {order.deliveredAt ? (
          <>
            <dt className="text-slate-600">{t('receipt.delivered')}</dt>
            <dd>{dateTime(order.deliveredAt)}</dd>
          </>
        ) : null}
      </dl>

      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 pt-6 text-sm">
        <PriceLines lines={order.priceLines} />
        <div className="col-span-2 mt-1 flex items-baseline justify-between border-t border-slate-200 pt-2">
          <dt className="font-semibold">{t('receipt.total')}</dt>
          <dd data-testid="receipt-total" className="text-lg font-bold text-teal-800 tabular-nums">
            {money(order.totalCost)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-sm">
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <p className="text-slate-900">{children}</p>
    </section>
  );
}
