/**
 * One job under way: header, progress, client and phone, distance and ETA, the live map
 * with an 'Open in Maps' link to the next stop, "I've arrived" at each stop, the step list and,
 * while location is shared, 'Tracking since <time>'. The step button itself is the page's
 * floating bar (StepActionBar).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Navigation } from 'lucide-react';
import { allowedActions } from '@domain/order-state';
import type { OrderResponse } from '@domain/orders';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { useMessages, type Translate } from '@web/i18n';
import { DeliveryMap } from '@web/components/map';
import { JobMessages } from '@web/features/messages';
import { LiveEta } from '@web/features/tracking';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { cn } from '@web/lib/utils';
import {
  directionsUrl,
  driverStepStates,
  nextStop,
  parseCoordinates,
  progressPercent,
  type Coordinates,
} from './job-steps';
import { ArrivalAction } from './ArrivalAction';
import { DeclineJobDialog } from './DeclineJobDialog';
import { JobDetails, PhoneLink } from './JobDetails';
import { JobRoute } from './JobRoute';
import { milesText } from './money';
import { PriorityBadge } from './PriorityBadge';
import { DeadlineBadge } from '@web/components/medical';
import { ProgressBar } from './ProgressBar';
import { StepList } from './StepList';

type Props = {
  order: OrderResponse;
  driverId: number;
  position: Coordinates | null;
  trackingSince: Date | undefined;
  /** More sections for this job (e.g. its messages), shown after the steps. */
  children?: ReactNode;
};

export function ActiveDeliveryCard({ order, driverId, position, trackingSince, children }: Props) {
  const [declining, setDeclining] = useState(false);
  const m = useMessages();
  const { t } = m;
  const canDecline = allowedActions(order.status, 'driver').includes('decline_job');
  const stop = nextStop(order);
  // This device's fix is fresher than the server's copy of it; the server's serves after a reload.
  const here = position ?? parseCoordinates(order.driver?.currentLatitude, order.driver?.currentLongitude);
  const mapOrder = useMemo(() => withDriverAt(order, position), [order, position]);
  const done = progressPercent(order.status);
  const stepsDone = t('driver.card.stepsDone', {
    done: driverStepStates(order.status).filter((state) => state === 'done').length,
    total: 4,
  });
  const client = order.client;
  const clientName = client
    ? [client.organizationName, `${client.firstName} ${client.lastName}`.trim()].filter(Boolean).join(' · ')
    : t('driver.card.client');

  return (
    <Card aria-label={t('driver.card.label', { number: order.displayNumber })} className="space-y-4 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">#{order.displayNumber}</h3>
          <p className="text-sm text-slate-600">{t(`service.${order.serviceType}`)}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <PriorityBadge priority={order.priority} />
          <StatusBadge status={order.status} label={t(`status.${order.status}`)} />
        </div>
      </div>
      <DeadlineBadge order={order} showPickup />

      <div className="space-y-1">
        <ProgressBar value={done} label={t('driver.card.progress')} valueText={stepsDone} />
        <p className="text-xs text-slate-600">{stepsDone}</p>
      </div>

      {trackingSince ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-teal-600" />
          {t('driver.card.trackingSince', { time: m.time(trackingSince) })}
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{t('driver.card.client')}</dt>
          <dd className="font-medium text-slate-900">{clientName}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{t('driver.card.phone')}</dt>
          <dd>
            {client?.phone ? (
              <PhoneLink phone={client.phone} label={t('driver.card.theClient')} />
            ) : (
              <span className="text-slate-500">{t('driver.card.notGiven')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('driver.jobs.distance')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{milesText(t, order.distance)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('driver.card.eta')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            <LiveEta order={order} />
          </dd>
        </div>
      </dl>

      <JobRoute pickup={order.pickupAddress} delivery={order.deliveryAddress} next={stop?.kind ?? null} />
      <JobDetails order={order} />

      <DeliveryMap order={mapOrder} />
      {stop ? <OpenInMaps destination={stop.at} origin={here} kind={stop.kind} t={t} /> : null}
      <ArrivalAction order={order} driverId={driverId} />

      <StepList status={order.status} />
      <JobMessages order={order} />
      {children}
      {canDecline ? (
        <>
          <Button
            variant="outline"
            size="lg"
            className="h-12 w-full text-red-800"
            onClick={() => setDeclining(true)}
          >
            {t('driver.card.decline')}
          </Button>
          <DeclineJobDialog order={order} driverId={driverId} open={declining} onOpenChange={setDeclining} />
        </>
      ) : null}
    </Card>
  );
}

function withDriverAt(order: OrderResponse, position: Coordinates | null): OrderResponse {
  if (!position || !order.driver) return order;
  return {
    ...order,
    driver: {
      ...order.driver,
      currentLatitude: String(position.latitude),
      currentLongitude: String(position.longitude),
    },
  };
}

function OpenInMaps({
  destination,
  origin,
  kind,
  t,
}: {
  destination: Coordinates | null;
  origin: Coordinates | null;
  kind: 'pickup' | 'delivery';
  t: Translate;
}) {
  const className = cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'h-12 w-full');
  const label = t(kind === 'pickup' ? 'driver.card.openMapsPickup' : 'driver.card.openMapsDelivery');
  if (!destination) {
    return (
      <button
        type="button"
        className={className}
        onClick={() =>
          toast({
            variant: 'destructive',
            title: t('driver.navigationError'),
            description: t('driver.navigationErrorDetail'),
          })
        }
      >
        <Navigation aria-hidden="true" />
        {label}
      </button>
    );
  }
  return (
    <a
      href={directionsUrl(destination, origin)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      <Navigation aria-hidden="true" />
      {label}
    </a>
  );
}
