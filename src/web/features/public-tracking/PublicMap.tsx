/**
 * The driver's position on a small map while the item is on its way. The same lazily loaded
 * Leaflet map as the signed-in pages (its chunk is shared), with only the driver's dot: the public
 * page never shows the addresses. Tiles when MAP_TILE_URL is set; otherwise the offline outlines
 * of the counties around the city and its name.
 */
import { useMemo } from 'react';
import { MapPanel, OFFLINE_CITY_ZOOM, orderMarkers } from '@web/components/map';
import { useMessages } from '@web/i18n';

type Props = { latitude: number; longitude: number; displayNumber: string };

export function PublicMap({ latitude, longitude, displayNumber }: Props) {
  const { t } = useMessages();
  const markers = useMemo(
    () =>
      orderMarkers(
        { pickup: null, delivery: null, driver: { latitude, longitude } },
        { pickup: t('map.pickup'), delivery: t('map.delivery'), driver: t('map.driver') },
      ),
    [latitude, longitude, t],
  );
  return (
    <MapPanel
      markers={markers}
      data={{ 'data-driver-position': `${latitude},${longitude}` }}
      label={t('public.map', { number: displayNumber })}
      className="h-72 sm:h-96"
      // Without map tiles the offline base (county lines, city names) is what places the dot:
      // zoomed out to the city around it, not so close that the dot sits alone on a blank map.
      offlineFitMaxZoom={OFFLINE_CITY_ZOOM}
    />
  );
}
