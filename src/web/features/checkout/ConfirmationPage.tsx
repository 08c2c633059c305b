/**
 * /orders/:id/confirmation: where a checkout ends once the order is paid. What was paid and when,
 * what was booked, and the next things a sender does: track it, keep the receipt, print the label,
 * book another. Read from the server (the order and its payment), so it says "paid" only for money
 * the server recorded; an order not paid yet says so and offers its checkout.
 */
import { CircleCheck, FileText, MapPin, Plus, Printer, Receipt } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { clientStatus } from '@domain/client-status';
import { shownDeadlines } from '@domain/deadlines';
import { displayNumber } from '@domain/display';
import type { OrderResponse } from '@domain/orders';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import {
  canPay,
  checkoutHref,
  orderPaymentQueryOptions,
  orderQueryOptions,
  paymentState,
} from '@web/lib/orders';
import { isNotThere } from '@domain/error-codes';
import { errorCode } from '@web/lib/api';
import { useDomainWords, useMessages } from '@web/i18n';

export function ConfirmationPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  // Always read anew: the checkout's copy of the order (same key) was taken before the payment.
  const order = useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
  const { t } = useMessages();
  return (
    <>
      <PageHeader
        title={t(
          order.data?.paymentStatus === 'paid' ? 'confirmation.paymentReceived' : 'confirmation.order',
        )}
        description={id ? t('chat.order', { number: displayNumber(id) }) : undefined}
      />
      {id === null || isNotThere(errorCode(order.error)) ? (
        <Card role="alert" className="p-6 text-slate-700">
          {t('confirmation.notFound')}
        </Card>
      ) : order.isPending || (order.isFetching && !order.isFetchedAfterMount) ? (
        <PageSpinner label={t('checkout.loading')} />
      ) : order.isError ? (
        <Card role="alert" className="p-6 text-red-800">
          {t('confirmation.loadFailed')}
        </Card>
      ) : (
        <Confirmation order={order.data} />
      )}
    </>
  );
}

function Confirmation({ order }: { order: OrderResponse }) {
  const payment = useQuery({ ...orderPaymentQueryOptions(order.id), refetchOnMount: 'always' });
  const paid = order.paymentStatus === 'paid';
  const status = clientStatus(order);
  const { t, money, dateTime, zonedTime } = useMessages();
  const { promiseText } = useDomainWords();
  // The promise is the service level's; the times are the order's own once it is confirmed.
  const due = shownDeadlines(order, new Date());
  return (
    <Card className="mx-auto max-w-2xl space-y-6 p-5 sm:p-8">
      <section role="status" aria-labelledby="paid-title" className="space-y-1">
        <h2 id="paid-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {paid ? <CircleCheck className="size-5 text-teal-700" aria-hidden="true" /> : null}
          {paid
            ? t('confirmation.paid', { total: money(order.totalCost) })
            : t('confirmation.payment', { payment: t(`paymentState.${paymentState(order).key}`) })}
        </h2>
        {paid && payment.data?.paidAt ? (
          <p className="text-sm text-slate-600">
            {t(payment.data.provider === 'test' ? 'confirmation.paidTest' : 'confirmation.paidCard', {
              at: dateTime(payment.data.paidAt),
            })}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          {t('chat.order', { number: order.displayNumber })}:{' '}
          <span data-testid="order-status">{t(`clientStatus.${status.key}`)}</span>
        </p>
        <p className="text-sm text-slate-600">{t(`clientStatusDetail.${status.key}`)}</p>
        {canPay(order) ? (
          <Button asChild className="mt-2">
            <Link href={checkoutHref(order)}>{t('client.pay', { total: money(order.totalCost) })}</Link>
          </Button>
        ) : null}
      </section>

      <dl className="grid gap-x-4 gap-y-1.5 border-y border-slate-200 py-4 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-600">{t('confirmation.service')}</dt>
        <dd className="text-slate-900">
          {t(`service.${order.serviceType}`)} · {t(`priority.${order.priority}`)}
        </dd>
        <dt className="font-medium text-slate-600">{t('checkout.promise')}</dt>
        <dd className="text-slate-900" data-testid="promise">
          {promiseText(order.priority)}
        </dd>
        <dt className="font-medium text-slate-600">{t('deadline.pickUpByLabel')}</dt>
        <dd className="text-slate-900" data-testid="pickup-by">
          {zonedTime(due.pickupBy)}
        </dd>
        <dt className="font-medium text-slate-600">{t('deadline.deliverByLabel')}</dt>
        <dd className="text-slate-900" data-testid="deliver-by">
          {zonedTime(due.deliverBy)}
          {order.status === 'pending' ? ` ${t('checkout.ifPaidNow')}` : ''}
        </dd>
        <dt className="font-medium text-slate-600">{t('checkout.item')}</dt>
        <dd className="break-words text-slate-900">{order.itemDescription}</dd>
        {order.pieces?.length ? (
          <>
            <dt className="font-medium text-slate-600">{t('pieces.list')}</dt>
            <dd className="text-slate-900">
              <ol className="space-y-0.5" aria-label={t('confirmation.piecesAndLabels')}>
                {order.pieces.map((p, i) => (
                  <li key={p.id}>
                    {t('pieces.pieceOf', { seq: i + 1, count: order.pieces!.length })}:{' '}
                    {t(`pieceKind.${p.kind}`)} <span className="font-mono text-xs">{p.label}</span>
                  </li>
                ))}
              </ol>
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">{t('confirmation.from')}</dt>
        <dd className="break-words text-slate-900">{order.pickupAddress}</dd>
        <dt className="font-medium text-slate-600">{t('confirmation.to')}</dt>
        <dd className="break-words text-slate-900">{order.deliveryAddress}</dd>
      </dl>

      <nav aria-label={t('confirmation.nextSteps')} className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link href={`/tracking?orderId=${order.id}`}>
            <MapPin aria-hidden="true" />
            {t('confirmation.track')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={`/receipt/${order.id}`}>
            <Receipt aria-hidden="true" />
            {t('confirmation.receipt')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={`/api/orders/${order.id}/label`} target="_blank" rel="noopener">
            <Printer aria-hidden="true" />
            {t('confirmation.printLabels', { count: order.pieces?.length ?? 1 })}
          </a>
        </Button>
        <Button asChild size="lg">
          <Link href="/dashboard">
            <Plus aria-hidden="true" />
            {t('confirmation.bookAnother')}
          </Link>
        </Button>
      </nav>
      <p className="flex items-start gap-2 text-xs text-slate-600">
        <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('confirmation.labelHint')}
      </p>
    </Card>
  );
}
