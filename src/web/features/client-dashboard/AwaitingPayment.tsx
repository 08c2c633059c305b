/**
 * A notice for each order the client booked and has not paid: it exists, it waits, and nothing
 * happens until it is paid or cancelled. So a checkout left (the back button, a closed tab) never
 * looks like an order that vanished with the emptied form. Pay resumes its checkout; Cancel asks
 * once and cancels it (nothing was charged).
 */
import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import { CancelOwnOrder } from '@web/features/orders';
import { checkoutHref, street } from '@web/lib/orders';
import { AWAITING_SHOWN, useAwaitingPayment } from './api/list-awaiting-payment';
import { useMessages } from '@web/i18n';

export function AwaitingPayment({ clientId }: { clientId: number }) {
  const awaiting = useAwaitingPayment(clientId);
  const { t, money, dateTime } = useMessages();
  const orders = awaiting.data ?? [];
  if (orders.length === 0) return null;
  const shown = orders.slice(0, AWAITING_SHOWN);
  return (
    <section
      aria-labelledby="awaiting-payment"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="awaiting-payment" className="font-semibold text-amber-950">
        {t('client.awaiting.title', { count: orders.length })}
      </h2>
      <p className="text-sm text-amber-950">{t('client.awaiting.description')}</p>
      <ul className="divide-y divide-amber-200">
        {shown.map((order) => (
          <li
            key={order.id}
            data-order-id={order.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm"
          >
            <p className="min-w-0 flex-1 text-slate-900">
              <span className="font-semibold">#{order.displayNumber}</span> ·{' '}
              {t('client.awaiting.line', {
                total: money(order.totalCost),
                street: street(order.deliveryAddress),
              })}
              <span className="block text-xs text-slate-700">
                {t('client.awaiting.booked', { at: dateTime(order.createdAt) })}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link
                  href={checkoutHref(order)}
                  aria-label={t('client.awaiting.payFor', {
                    total: money(order.totalCost),
                    number: order.displayNumber,
                  })}
                >
                  <CreditCard aria-hidden="true" />
                  {t('client.pay', { total: money(order.totalCost) })}
                </Link>
              </Button>
              <CancelOwnOrder order={order} />
            </div>
          </li>
        ))}
      </ul>
      {orders.length > AWAITING_SHOWN ? (
        <p className="text-sm">
          <Link href="/orders" className="text-teal-800 underline underline-offset-2">
            {t('client.awaiting.seeAll')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
