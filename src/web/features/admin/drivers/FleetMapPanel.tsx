/**
 * The fleet map: Leaflet and the state outlines load on demand (FleetMap is its own chunk, built
 * on the maps feature's outlines, tile config and error boundary), with a legend of the colours.
 * The table beside it carries the same facts in words for anyone who cannot use the map.
 */
import { lazy, Suspense, useMemo } from 'react';
import type { DriverListItem } from '@domain/admin';
import { DRIVER_STATUSES } from '@domain/enums';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/maps/api';
import { MapErrorBoundary } from '@web/features/maps/MapErrorBoundary';
import { DRIVER_STATUS_COLORS, DRIVER_STATUS_LABELS } from './driver-status';
import { fleetMarkers } from './fleet-markers';

const FleetMap = lazy(() => import('./FleetMap'));

export function FleetMapPanel({ drivers }: { drivers: DriverListItem[] }) {
  const config = usePublicConfig();
  const markers = useMemo(() => fleetMarkers(drivers), [drivers]);
  const loading = <Skeleton className="h-80 w-full rounded-lg xl:h-[28rem]" />;
  const unplaced = drivers.length - markers.length;

  return (
    <div className="space-y-2">
      <MapErrorBoundary>
        <Suspense fallback={loading}>
          {config.isPending ? (
            loading
          ) : (
            <FleetMap
              markers={markers}
              tileUrl={config.data?.mapTileUrl ?? null}
              tileAttribution={config.data?.mapTileAttribution ?? null}
            />
          )}
        </Suspense>
      </MapErrorBoundary>
      <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {DRIVER_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ background: DRIVER_STATUS_COLORS[status] }}
            />
            {DRIVER_STATUS_LABELS[status]}
          </li>
        ))}
        {unplaced > 0 ? (
          <li className="text-slate-500">
            {unplaced} without a known position {unplaced === 1 ? 'is' : 'are'} not on the map
          </li>
        ) : null}
      </ul>
    </div>
  );
}
