/** The delivery's map: Leaflet loaded on demand, with a legend that says what the dots are. */
import { useMemo } from 'react';
import type { OrderStatus } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';
import { useMessages } from '@web/i18n';
import { useTrail } from './api/get-trail';
import { MapPanel } from './MapPanel';
import { mapPoints } from './map-view';
import { orderLines, orderMarkers } from './markers';

/** The driver's dot means "where your item is" only while the driver has the job. */
const DRIVER_SHOWN: readonly OrderStatus[] = [
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
];

const LEGEND = [
  { name: 'map.pickup', color: 'bg-teal-700' },
  { name: 'map.delivery', color: 'bg-red-700' },
  { name: 'map.driverLive', color: 'bg-blue-700' },
  { name: 'map.routeDriven', color: 'bg-blue-400' },
] as const;

export function DeliveryMap({ order }: { order: OrderResponse }) {
  const { t } = useMessages();
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
  const trailQuery = useTrail(order.id, showDriver);
  const trail = useMemo(() => trailQuery.data?.positions ?? [], [trailQuery.data]);
  const titles = useMemo(
    () => ({ pickup: t('map.pickup'), delivery: t('map.delivery'), driver: t('map.driver') }),
    [t],
  );
  const markers = useMemo(() => orderMarkers(points, titles), [points, titles]);
  const lines = useMemo(() => orderLines(points, trail), [points, trail]);

  return (
    <div className="space-y-2">
      <MapPanel
        markers={markers}
        lines={lines}
        data={{
          'data-trail-points': trail.length,
          'data-driver-position': points.driver
            ? `${points.driver.latitude},${points.driver.longitude}`
            : undefined,
        }}
        label={t('map.orderLabel', { number: order.displayNumber })}
        className="h-72 sm:h-96"
      />
      <ul aria-label={t('map.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {LEGEND.filter(
          (item) =>
            (showDriver || item.name !== 'map.driverLive') &&
            (trail.length > 1 || item.name !== 'map.routeDriven'),
        ).map((item) => (
          <li key={item.name} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${item.color}`} />
            {t(item.name)}
          </li>
        ))}
      </ul>
    </div>
  );
}
