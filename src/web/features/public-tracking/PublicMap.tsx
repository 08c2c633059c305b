/**
 * The driver's position on a small map while the item is on its way. The same lazily loaded
 * Leaflet map as the signed-in pages (its chunk is shared), with only the driver's dot: the public
 * page never shows the addresses.
 */
import { useMemo } from 'react';
import { MapPanel } from '@web/features/maps';
import { orderMarkers } from '@web/features/maps';

type Props = { latitude: number; longitude: number; displayNumber: string };

export function PublicMap({ latitude, longitude, displayNumber }: Props) {
  const markers = useMemo(
    () => orderMarkers({ pickup: null, delivery: null, driver: { latitude, longitude } }),
    [latitude, longitude],
  );
  return (
    <MapPanel
      markers={markers}
      data={{ 'data-driver-position': `${latitude},${longitude}` }}
      label={`Map of the driver's position for delivery #${displayNumber}`}
      className="h-72 sm:h-96"
    />
  );
}
