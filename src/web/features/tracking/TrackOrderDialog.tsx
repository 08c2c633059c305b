/**
 * 'Track Delivery #ML-nnnn': progress, driver and tracking events of one order. A
 * delivered order the client has not rated yet opens the Rating dialog on top.
 */
import { useState } from 'react';
import { MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { clientStatus } from '@domain/client-status';
import { displayNumber } from '@domain/display';
import { ACTIVE_STATUSES } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuthUser } from '@web/lib/session';
import { useOrderDetail } from '@web/lib/orders';
import { useOrderRatings } from '@web/features/ratings';
import { RatingDialog } from '@web/features/ratings';
import { useTrackingEvents } from './api/list-tracking-events';
import { ProgressSteps } from './ProgressSteps';
import { TrackingEvents } from './TrackingEvents';
import { useMessages } from '@web/i18n';
import { isClient } from '@domain/capabilities';

type Props = {
  orderId: number;
  /** The list's copy of the order, shown until the detail arrives. */
  initial?: OrderResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function TrackOrderDialog({ orderId, initial, open, onOpenChange }: Props) {
  const user = useAuthUser();
  const detail = useOrderDetail(orderId, initial);
  const events = useTrackingEvents(orderId);
  const order = detail.data;
  const delivered = order?.status === 'delivered';
  const ratings = useOrderRatings(orderId, delivered && isClient(user));
  // "Not now" hides the prompt for this opening of the dialog; it comes back next time.
  const [ratingDismissed, setRatingDismissed] = useState(false);
  const askRating = delivered && ratings.data?.client === null && !ratingDismissed;
  const driverName = order?.driver ? `${order.driver.user.firstName} ${order.driver.user.lastName}` : null;
  const live = order ? (ACTIVE_STATUSES as readonly string[]).includes(order.status) : false;
  const { t, zonedTime } = useMessages();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        // Whether the client's rating is known to exist: lets tests wait for the answer, not a timer.
        data-rating={ratings.data ? (ratings.data.client ? 'given' : 'missing') : 'unknown'}
      >
        <DialogHeader>
          <DialogTitle>{t('tracking.dialog.title', { number: displayNumber(orderId) })}</DialogTitle>
          <DialogDescription>
            {order
              ? `${t(`clientStatus.${clientStatus(order).key}`)}${
                  live
                    ? ` · ${t('deadline.deliverBy', { time: zonedTime(order.deliverBy) }).toLowerCase()}`
                    : ''
                }`
              : t('tracking.dialog.loading')}
          </DialogDescription>
        </DialogHeader>
        {detail.isError && !order ? (
          <p role="alert" className="text-sm text-red-800">
            {t('tracking.loadFailed')}
          </p>
        ) : !order ? (
          <div role="status" aria-label={t('tracking.dialog.loadingLabel')} className="space-y-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-40" />
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2">
            <section aria-labelledby="track-progress">
              <h3 id="track-progress" className="mb-3 text-sm font-semibold text-slate-900">
                {t('tracking.progress')}
              </h3>
              <ProgressSteps order={order} events={events.data} />
            </section>
            <div className="space-y-4">
              {order.driver ? (
                <section aria-labelledby="track-driver" className="rounded-lg bg-slate-50 p-3 text-sm">
                  <h3 id="track-driver" className="text-xs font-medium text-slate-600">
                    {t('chat.role.driver')}
                  </h3>
                  <p className="font-medium text-slate-900">{driverName}</p>
                  {order.driver.user.phone ? (
                    <a
                      href={`tel:${order.driver.user.phone}`}
                      className="inline-flex items-center gap-1 text-teal-700 hover:underline"
                    >
                      <Phone className="size-3.5" aria-hidden="true" />
                      {order.driver.user.phone}
                    </a>
                  ) : null}
                </section>
              ) : null}
              <section aria-labelledby="track-events">
                <h3 id="track-events" className="mb-1 text-sm font-semibold text-slate-900">
                  {t('tracking.history')}
                </h3>
                <TrackingEvents
                  events={events.data}
                  loading={events.isPending}
                  failed={events.isError}
                  viewerId={user?.id ?? 0}
                />
              </section>
            </div>
          </div>
        )}
        <DialogFooter>
          {live ? (
            <Button asChild variant="outline">
              <Link href={`/tracking?orderId=${orderId}`}>
                <MapPin aria-hidden="true" />
                {t('tracking.dialog.openMap')}
              </Link>
            </Button>
          ) : null}
          <Button onClick={() => onOpenChange(false)}>{t('tracking.dialog.close')}</Button>
        </DialogFooter>
        {order && askRating ? (
          <RatingDialog
            orderId={orderId}
            displayNumber={order.displayNumber}
            side="client"
            counterpart={driverName}
            open
            onOpenChange={(next) => {
              if (!next) setRatingDismissed(true);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
