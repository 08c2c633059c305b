/**
 * How every page shows the map: the tile configuration read first, Leaflet loaded on demand (its
 * own chunk), a skeleton of the map's size meanwhile, and the error boundary that keeps a failed
 * map from taking the page with it. Pages pass what LeafletMap draws, never the tile settings.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { usePublicConfig } from './api/get-public-config';
import { MapErrorBoundary } from './MapErrorBoundary';

const LeafletMap = lazy(() => import('./LeafletMap'));

type Props = Omit<ComponentProps<typeof LeafletMap>, 'tileUrl' | 'tileAttribution'> & { className: string };

export function MapPanel(props: Props) {
  const config = usePublicConfig();
  const loading = <Skeleton className={cn('w-full rounded-lg', props.className)} />;
  return (
    <MapErrorBoundary>
      <Suspense fallback={loading}>
        {config.isPending ? (
          loading
        ) : (
          // A tile server that fails to answer leaves the offline outlines.
          <LeafletMap
            {...props}
            tileUrl={config.data?.mapTileUrl ?? null}
            tileAttribution={config.data?.mapTileAttribution ?? null}
          />
        )}
      </Suspense>
    </MapErrorBoundary>
  );
}
