/** One expandable row of Order History: a summary button, then details and the row's actions. */
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, CreditCard, FileCheck, MessageSquare, Navigation, Receipt } from 'lucide-react';
import { Link } from 'wouter';
import { shownDeadlines } from '@domain/deadlines';
import { chatRefusal } from '@domain/messages';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { ShareTrackingButton } from '@web/features/public-tracking';
import { RateOrderButton } from '@web/features/ratings';
import { cn } from '@web/lib/utils';
import { CancelOwnOrder } from './CancelOwnOrder';
import { MoveOwnPin } from './MoveOwnPin';
import { canPay, checkoutHref, paymentState, street } from '@web/lib/orders';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { useMessages } from '@web/i18n';

type Props = { order: OrderResponse; onTrack: (order: OrderResponse) => void };

export function OrderRow({ order, onTrack }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const canMessage = chatRefusal('client', order) === null;
  const { t, money, dateTime } = useMessages();

  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="order-row">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600"
        >
          <span className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[8rem_1fr_auto] sm:items-center sm:gap-4">
            <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 sm:block">
              <span className="font-semibold text-slate-900">#{order.displayNumber}</span>
              <StatusBadge order={order} className="sm:hidden" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm text-slate-900">
                {street(order.pickupAddress)} → {street(order.deliveryAddress)}
              </span>
              <span className="block truncate text-xs text-slate-600">
                {t(`service.${order.serviceType}`)} · {dateTime(order.createdAt)}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <StatusBadge order={order} className="hidden sm:inline-flex" />
              <span className="text-sm font-semibold text-slate-900 tabular-nums">
                {money(order.totalCost)}
              </span>
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('mt-1 size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="border-t border-slate-100 px-4 pt-3 pb-4">
        {open ? <OrderDetails order={order} /> : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => onTrack(order)}
            disabled={order.status === 'pending'}
            aria-describedby={order.status === 'pending' ? `${bodyId}-pending` : undefined}
          >
            <Navigation aria-hidden="true" />
            {t('orders.track')}
          </Button>
          {canMessage ? (
            <Button asChild size="sm" variant="outline">
              <Link href={`/messages?orderId=${order.id}`}>
                <MessageSquare aria-hidden="true" />
                {t('orders.message')}
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link href={`/receipt/${order.id}`}>
              <Receipt aria-hidden="true" />
              {t('confirmation.receipt')}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={`/orders/${order.id}/custody`}>
              <FileCheck aria-hidden="true" />
              {t('orders.custody')}
            </Link>
          </Button>
          {/* The rating in plain sight; asked for only once the row is opened. */}
          {open && order.status === 'delivered' ? <RateOrderButton order={order} /> : null}
          <ShareTrackingButton orderId={order.id} displayNumber={order.displayNumber} showLink />
          {canPay(order) ? (
            <Button asChild size="sm">
              <Link href={checkoutHref(order)}>
                <CreditCard aria-hidden="true" />
                {t(order.paymentStatus === 'invoiced' ? 'orders.payNow' : 'orders.resumeCheckout')}
              </Link>
            </Button>
          ) : null}
          {open ? <MoveOwnPin order={order} /> : null}
          <CancelOwnOrder order={order} />
        </div>
        {order.status === 'pending' ? (
          <p id={`${bodyId}-pending`} className="mt-2 text-xs text-slate-600">
            {t('orders.trackingStarts')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function OrderDetails({ order }: { order: OrderResponse }) {
  const due = shownDeadlines(order, new Date());
  const driver = order.driver ? `${order.driver.user.firstName} ${order.driver.user.lastName}` : null;
  const { t, dateTime, zonedTime } = useMessages();
  const scheduled = order.scheduledDate
    ? `${dateTime(order.scheduledDate)}${order.preferredTimeSlot ? ` · ${t(`timeSlot.${order.preferredTimeSlot}`)}` : ''}`
    : null;
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <Detail label={t('client.address.pickup')}>
        {order.pickupAddress}
        <Contact name={order.pickupContactName} phone={order.pickupContactPhone} />
      </Detail>
      <Detail label={t('client.address.delivery')}>
        {order.deliveryAddress}
        <Contact name={order.deliveryContactName} phone={order.deliveryContactPhone} />
      </Detail>
      <Detail label={t('checkout.payment')}>{t(`paymentState.${paymentState(order).key}`)}</Detail>
      <Detail label={t('checkout.item')}>{order.itemDescription}</Detail>
      <Detail label={t('orders.serviceAndPriority')}>
        {t(`service.${order.serviceType}`)} · {t(`priority.${order.priority}`)}
      </Detail>
      {scheduled ? <Detail label={t('checkout.scheduled')}>{scheduled}</Detail> : null}
      {driver ? <Detail label={t('chat.role.driver')}>{driver}</Detail> : null}
      <Detail label={t('client.estimate.distance')}>
        {t('client.estimate.miles', { miles: order.distance })}
      </Detail>
      <Detail label={t('deadline.deliverByLabel')}>
        {zonedTime(due.deliverBy)}
        {order.status === 'pending' ? ` ${t('checkout.ifPaidNow')}` : ''}
      </Detail>
      {order.specialInstructions ? (
        <Detail label={t('client.form.instructions')}>{order.specialInstructions}</Detail>
      ) : null}
    </dl>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Contact({ name, phone }: { name: string | null; phone: string | null }) {
  if (!name && !phone) return null;
  return (
    <span className="block text-xs text-slate-600">
      {name}
      {name && phone ? ' · ' : ''}
      {phone ? (
        <a className="text-teal-700 underline underline-offset-2 hover:text-teal-900" href={`tel:${phone}`}>
          {phone}
        </a>
      ) : null}
    </span>
  );
}
