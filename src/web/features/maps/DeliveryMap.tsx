/** The delivery's map: Leaflet loaded on demand, with a legend that says what the dots are. */
import { lazy, Suspense, useMemo } from 'react';
import type { OrderStatus } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from './api';
import { MapErrorBoundary } from './MapErrorBoundary';
import { mapPoints } from './map-view';

const LeafletMap = lazy(() => import('./LeafletMap'));

/** The driver's dot means "where your item is" only while the driver has the job. */
const DRIVER_SHOWN: readonly OrderStatus[] = [
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
];

const LEGEND = [
  { name: 'Pickup', color: 'bg-teal-700' },
  { name: 'Delivery', color: 'bg-red-700' },
  { name: 'Driver (live)', color: 'bg-blue-700' },
] as const;

export function DeliveryMap({ order }: { order: OrderResponse }) {
  const config = usePublicConfig();
  const { pickupLatitude, pickupLongitude, deliveryLatitude, deliveryLongitude, driver, status } = order;
  const showDriver = DRIVER_SHOWN.includes(status);
  const points = useMemo(
    () =>
      mapPoints({
        pickupLatitude,
        pickupLongitude,
        deliveryLatitude,
        deliveryLongitude,
        driver: showDriver ? driver : null,
      }),
    [pickupLatitude, pickupLongitude, deliveryLatitude, deliveryLongitude, driver, showDriver],
  );
  const loading = <Skeleton className="h-72 w-full rounded-lg sm:h-96" />;

  return (
    <div className="space-y-2">
      <MapErrorBoundary>
        <Suspense fallback={loading}>
          {config.isPending ? (
            loading
          ) : (
            <LeafletMap
              // A tile server that fails to answer leaves the offline outlines.
              points={points}
              tileUrl={config.data?.mapTileUrl ?? null}
              tileAttribution={config.data?.mapTileAttribution ?? null}
              label={`Map of order #${order.displayNumber}: pickup, delivery and driver`}
            />
          )}
        </Suspense>
      </MapErrorBoundary>
      <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {LEGEND.filter((item) => showDriver || item.name !== 'Driver (live)').map((item) => (
          <li key={item.name} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${item.color}`} />
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
