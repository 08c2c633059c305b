/** What is being paid for: route, service, priority and the server's price breakdown. */
import { ArrowDown, CircleAlert, MapPin } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { moneyToCents } from '@domain/payments';
import { shownDeadlines } from '@domain/deadlines';
import { PriceLines } from '@web/components/PriceLines';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { clientStatus } from '@domain/client-status';
import { ProofList } from '@web/components/order/ProofList';
import { useDomainWords, useMessages } from '@web/i18n';

function sameMoney(a: string, b: string): boolean {
  try {
    return moneyToCents(a) === moneyToCents(b);
  } catch {
    return false;
  }
}

export function OrderSummary({ order, requestedAmount }: { order: OrderResponse; requestedAmount: string }) {
  const due = shownDeadlines(order, new Date());
  const { t, money, dateTime, zonedTime } = useMessages();
  const { promiseShort } = useDomainWords();
  return (
    <Card aria-labelledby="summary-title">
      <CardHeader>
        <CardTitle id="summary-title" className="flex flex-wrap items-baseline justify-between gap-2">
          <span>{t('checkout.summary')}</span>
          <span className="text-base font-semibold text-teal-800">#{order.displayNumber}</span>
        </CardTitle>
        <p className="text-sm text-slate-600">
          {t(`service.${order.serviceType}`)} · {t(`priority.${order.priority}`)} ·{' '}
          {t(`clientStatus.${clientStatus(order).key}`)}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <ol className="space-y-1 text-sm" aria-label={t('checkout.route')}>
          <li className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
            <span>
              <span className="block text-xs text-slate-600">{t('client.address.pickup')}</span>
              {order.pickupAddress}
            </span>
          </li>
          <li aria-hidden="true" className="pl-0.5 text-slate-400">
            <ArrowDown className="size-4" />
          </li>
          <li className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
            <span>
              <span className="block text-xs text-slate-600">{t('client.address.delivery')}</span>
              {order.deliveryAddress}
            </span>
          </li>
        </ol>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('checkout.item')}</dt>
          <dd className="text-right text-slate-900">{order.itemDescription}</dd>
          {order.scheduledDate ? (
            <>
              <dt className="text-slate-600">{t('checkout.scheduled')}</dt>
              <dd className="text-right text-slate-900">{dateTime(order.scheduledDate)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">{t('checkout.proof')}</dt>
          <dd className="text-right text-slate-900" data-testid="proof-required">
            <ProofList order={order} />
          </dd>
          <dt className="text-slate-600">{t(`priority.${order.priority}`)}</dt>
          <dd className="text-right text-slate-900">{promiseShort(order.priority)}</dd>
          <dt className="whitespace-nowrap text-slate-600">{t('deadline.deliverByLabel')}</dt>
          <dd className="text-right text-slate-900" data-testid="promised-deadline">
            {zonedTime(due.deliverBy)}
            {order.status === 'pending' ? ` ${t('checkout.ifPaidNow')}` : ''}
          </dd>
        </dl>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-4 text-sm">
          <PriceLines lines={order.priceLines} />
          <dt className="pt-2 font-semibold text-slate-900">{t('client.estimate.total')}</dt>
          <dd
            data-testid="order-total"
            className="pt-2 text-right text-lg font-bold text-teal-800 tabular-nums"
          >
            {money(order.totalCost)}
          </dd>
        </dl>
        {sameMoney(requestedAmount, order.totalCost) ? null : (
          <p role="note" className="flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('checkout.amountMismatch', { asked: money(requestedAmount), total: money(order.totalCost) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
