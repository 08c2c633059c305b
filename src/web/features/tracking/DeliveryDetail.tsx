/**
 * One delivery in full (Track Your Delivery): progress, driver, pickup and delivery
 * details, ETA, the live map and the tracking events. Everything refreshes from live frames.
 */
import type { ReactNode, Ref } from 'react';
import { Clock, CreditCard, MessageSquare, Phone, Printer, Receipt, Star } from 'lucide-react';
import { DeadlineBadge } from '@web/components/medical';
import { Link } from 'wouter';
import { displayNumber } from '@domain/display';
import { chatRefusal } from '@domain/messages';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { DeliveryMap } from '@web/components/map';
import { useOrderDetail } from '@web/lib/orders';
import { canPay, checkoutHref } from '@web/lib/orders';
import { ProofList } from '@web/components/order/ProofList';
import { LiveEta } from './LiveEta';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { isNotThere } from '@domain/error-codes';
import { errorCode } from '@web/lib/api';
import { useTrackingEvents } from './api/list-tracking-events';
import { ProgressSteps } from './ProgressSteps';
import { TrackingEvents } from './TrackingEvents';
import { useMessages } from '@web/i18n';

type Props = {
  orderId: number;
  placeholder?: OrderResponse | undefined;
  viewerId: number;
  /** The heading takes focus when a delivery is chosen, so on a phone the view scrolls to it. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function DeliveryDetail({ orderId, placeholder, viewerId, headingRef }: Props) {
  const detail = useOrderDetail(orderId, placeholder);
  const events = useTrackingEvents(orderId, detail.isSuccess);
  const order = detail.data;
  const { t, zonedTime, dateTime } = useMessages();
  const heading = (
    <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {t('chat.order', { number: displayNumber(orderId) })}
    </h2>
  );

  if (!order) {
    if (detail.isError) {
      const missing = isNotThere(errorCode(detail.error));
      return (
        <Card className="p-6" aria-label={t('tracking.selected')}>
          {heading}
          <p role="alert" className="mt-2 text-sm text-slate-700">
            {missing ? t('tracking.notFound') : t('tracking.loadFailed')}
          </p>
        </Card>
      );
    }
    return (
      <Card className="space-y-3 p-6" aria-label={t('tracking.selected')}>
        {heading}
        <div role="status" aria-label={t('tracking.loading')} className="space-y-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-72" />
        </div>
      </Card>
    );
  }

  const driver = order.driver;
  return (
    <Card aria-label={t('tracking.selected')}>
      <CardContent className="space-y-6 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {heading}
            <StatusBadge order={order} />
          </div>
          {order.etaAt ? (
            // The live ETA, recomputed by the server at each position of the driver.
            <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="eta">
              <Clock className="size-4 text-teal-700" aria-hidden="true" />
              <LiveEta order={order} />
            </p>
          ) : (
            // Before a live position the promise is the deadline, from the service-level table.
            <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="eta">
              <Clock className="size-4 text-teal-700" aria-hidden="true" />
              {t('deadline.deliverBy', { time: zonedTime(order.deliverBy) })}
            </p>
          )}
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="detail-progress">
            <h3 id="detail-progress" className="mb-3 text-sm font-semibold text-slate-900">
              {t('tracking.progress')}
            </h3>
            <ProgressSteps order={order} events={events.data} />
          </section>
          <div className="space-y-4">
            <InfoBlock title={t('chat.role.driver')}>
              {driver ? (
                <>
                  <p className="font-medium text-slate-900">
                    {driver.user.firstName} {driver.user.lastName}
                  </p>
                  {driver.user.phone ? (
                    <a
                      href={`tel:${driver.user.phone}`}
                      className="inline-flex items-center gap-1 text-teal-700 hover:underline"
                    >
                      <Phone className="size-3.5" aria-hidden="true" />
                      {driver.user.phone}
                    </a>
                  ) : null}
                  <p className="flex items-center gap-1 text-slate-700">
                    <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                    {driver.rating
                      ? t('tracking.rating', { rating: Number(driver.rating).toFixed(1) })
                      : t('tracking.noRatings')}{' '}
                    · {t('tracking.deliveries', { count: driver.totalDeliveries })}
                  </p>
                </>
              ) : (
                <p className="text-slate-600">{t('tracking.driverLater')}</p>
              )}
            </InfoBlock>
            <InfoBlock title={t('client.address.pickup')}>
              <Place
                address={order.pickupAddress}
                name={order.pickupContactName}
                phone={order.pickupContactPhone}
              />
              {order.scheduledDate ? (
                <p className="text-slate-700">
                  {t('tracking.scheduled', { at: dateTime(order.scheduledDate) })}
                  {order.preferredTimeSlot ? ` · ${t(`timeSlot.${order.preferredTimeSlot}`)}` : ''}
                </p>
              ) : null}
            </InfoBlock>
            <InfoBlock title={t('client.address.delivery')}>
              <Place
                address={order.deliveryAddress}
                name={order.deliveryContactName}
                phone={order.deliveryContactPhone}
              />
              <p className="text-slate-700">
                {order.itemDescription} · {t('client.estimate.miles', { miles: order.distance })}
              </p>
              {order.specialInstructions ? (
                <p className="text-slate-600">{order.specialInstructions}</p>
              ) : null}
            </InfoBlock>
            <InfoBlock title={t('checkout.proof')}>
              <div className="text-slate-700" data-testid="proof-required">
                <ProofList order={order} />
              </div>
            </InfoBlock>
          </div>
        </div>

        <section aria-labelledby="detail-map">
          <h3 id="detail-map" className="mb-2 text-sm font-semibold text-slate-900">
            {t('tracking.map')}
          </h3>
          <DeliveryMap order={order} />
        </section>

        <DeadlineBadge order={order} showPickup />
        <div className="flex flex-wrap gap-2">
          {/* The 4x6 label, printed from the browser's PDF viewer. */}
          <Button asChild variant="outline" size="sm">
            <a href={`/api/orders/${order.id}/label`} target="_blank" rel="noopener">
              <Printer aria-hidden="true" />
              {t('tracking.printLabel')}
            </a>
          </Button>
          {chatRefusal('client', order) === null ? (
            <Button asChild variant="outline" size="sm">
              <Link href={`/messages?orderId=${order.id}`}>
                <MessageSquare aria-hidden="true" />
                {t('tracking.messageDriver')}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <Link href={`/receipt/${order.id}`}>
              <Receipt aria-hidden="true" />
              {t('confirmation.receipt')}
            </Link>
          </Button>
          {canPay(order) ? (
            // An order billed on account (or a checkout left) can be paid from here.
            <Button asChild size="sm">
              <Link href={checkoutHref(order)}>
                <CreditCard aria-hidden="true" />
                {t(order.paymentStatus === 'invoiced' ? 'orders.payNow' : 'orders.resumeCheckout')}
              </Link>
            </Button>
          ) : null}
        </div>

        <section aria-labelledby="detail-events">
          <h3 id="detail-events" className="mb-1 text-sm font-semibold text-slate-900">
            {t('tracking.history')}
          </h3>
          <TrackingEvents
            events={events.data}
            loading={events.isPending}
            failed={events.isError}
            viewerId={viewerId}
          />
        </section>
      </CardContent>
    </Card>
  );
}

function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-0.5 rounded-lg bg-slate-50 p-3 text-sm">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Place({ address, name, phone }: { address: string; name: string | null; phone: string | null }) {
  return (
    <>
      <p className="text-slate-900">{address}</p>
      {name || phone ? (
        <p className="text-slate-700">
          {name}
          {name && phone ? ' · ' : ''}
          {phone ? (
            <a
              className="text-teal-700 underline underline-offset-2 hover:text-teal-900"
              href={`tel:${phone}`}
            >
              {phone}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
