/**
 * The driver's position on a small map while the item is on its way. The same lazily loaded
 * Leaflet map as the signed-in pages (its chunk is shared), with only the driver's dot: the public
 * page never shows the addresses.
 */
import { lazy, Suspense, useMemo } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePublicConfig } from '@web/features/maps/api';
import { MapErrorBoundary } from '@web/features/maps/MapErrorBoundary';

const LeafletMap = lazy(() => import('@web/features/maps/LeafletMap'));

type Props = { latitude: number; longitude: number; displayNumber: string };

export function PublicMap({ latitude, longitude, displayNumber }: Props) {
  const config = usePublicConfig();
  const points = useMemo(
    () => ({ pickup: null, delivery: null, driver: { latitude, longitude } }),
    [latitude, longitude],
  );
  const loading = <Skeleton className="h-64 w-full rounded-lg" />;
  return (
    <MapErrorBoundary>
      <Suspense fallback={loading}>
        {config.isPending ? (
          loading
        ) : (
          <LeafletMap
            points={points}
            tileUrl={config.data?.mapTileUrl ?? null}
            tileAttribution={config.data?.mapTileAttribution ?? null}
            label={`Map of the driver's position for delivery #${displayNumber}`}
          />
        )}
      </Suspense>
    </MapErrorBoundary>
  );
}
