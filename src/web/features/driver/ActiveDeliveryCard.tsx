/**
 * One job under way: header, progress, client and phone, distance and ETA, the live map
 * with an 'Open in Maps' link to the next stop, the step list and, while location is shared,
 * 'Tracking since <time>'. The step button itself is the page's floating bar (StepActionBar).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Navigation } from 'lucide-react';
import { allowedActions } from '@domain/order-state';
import type { OrderResponse } from '@domain/orders';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { SERVICE_LABELS } from '@web/lib/order-labels';
import { DeliveryMap } from '@web/features/maps';
import { JobMessages } from '@web/features/messages';
import { LiveEta } from '@web/features/tracking';
import { StatusBadge } from '@web/features/orders';
import { cn } from '@web/lib/utils';
import {
  directionsUrl,
  driverStepStates,
  nextStop,
  parseCoordinates,
  progressPercent,
  type Coordinates,
} from './job-steps';
import { DeclineJobDialog } from './DeclineJobDialog';
import { JobDetails, PhoneLink } from './JobDetails';
import { JobRoute } from './JobRoute';
import { formatMiles } from './money';
import { PriorityBadge } from './PriorityBadge';
import { DeadlineBadge } from '@web/features/medical';
import { ProgressBar } from './ProgressBar';
import { StepList } from './StepList';

export const NAVIGATION_ERROR = 'Unable to calculate directions. Please check addresses.';
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

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
  const canDecline = allowedActions(order.status, 'driver').includes('decline_job');
  const stop = nextStop(order);
  // This device's fix is fresher than the server's copy of it; the server's serves after a reload.
  const here = position ?? parseCoordinates(order.driver?.currentLatitude, order.driver?.currentLongitude);
  const mapOrder = useMemo(() => withDriverAt(order, position), [order, position]);
  const done = progressPercent(order.status);
  const stepsDone = `${driverStepStates(order.status).filter((state) => state === 'done').length} of 4 steps done`;
  const client = order.client;
  const clientName = client
    ? [client.organizationName, `${client.firstName} ${client.lastName}`.trim()].filter(Boolean).join(' · ')
    : 'Client';

  return (
    <Card aria-label={`Active delivery #${order.displayNumber}`} className="space-y-4 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">#{order.displayNumber}</h3>
          <p className="text-sm text-slate-600">{SERVICE_LABELS[order.serviceType]}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <PriorityBadge priority={order.priority} />
          <StatusBadge status={order.status} />
        </div>
      </div>
      <DeadlineBadge order={order} showPickup />

      <div className="space-y-1">
        <ProgressBar value={done} label="Job progress" valueText={stepsDone} />
        <p className="text-xs text-slate-600">{stepsDone}</p>
      </div>

      {trackingSince ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-teal-600" />
          Tracking since {clock.format(trackingSince)}
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Client</dt>
          <dd className="font-medium text-slate-900">{clientName}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Phone</dt>
          <dd>
            {client?.phone ? (
              <PhoneLink phone={client.phone} label="the client" />
            ) : (
              <span className="text-slate-500">Not given</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Distance</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatMiles(order.distance)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">ETA</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            <LiveEta order={order} />
          </dd>
        </div>
      </dl>

      <JobRoute pickup={order.pickupAddress} delivery={order.deliveryAddress} next={stop?.kind ?? null} />
      <JobDetails order={order} />

      <DeliveryMap order={mapOrder} />
      {stop ? <OpenInMaps destination={stop.at} origin={here} kind={stop.kind} /> : null}

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
            Decline job…
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
}: {
  destination: Coordinates | null;
  origin: Coordinates | null;
  kind: 'pickup' | 'delivery';
}) {
  const className = cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'h-12 w-full');
  const label = `Open in Maps (${kind === 'pickup' ? 'to pickup' : 'to delivery'})`;
  if (!destination) {
    return (
      <button
        type="button"
        className={className}
        onClick={() =>
          toast({ variant: 'destructive', title: 'Navigation Error', description: NAVIGATION_ERROR })
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
