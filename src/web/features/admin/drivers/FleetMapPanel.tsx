/**
 * The fleet map: the app's one Leaflet map (maps/LeafletMap, its own lazily loaded chunk) with one
 * dot a driver, coloured by status, and a legend of the colours.
 * The table beside it carries the same facts in words for anyone who cannot use the map.
 */
import { useMemo } from 'react';
import type { DriverListItem } from '@domain/admin';
import { DRIVER_STATUSES } from '@domain/enums';
import { LegendDot, MapLegend } from '@web/components/map';
import { MapPanel } from '@web/components/map';
import { DEFAULT_ZOOM } from '@web/components/map';
import { DRIVER_STATUS_COLORS, DRIVER_STATUS_LABELS } from './driver-status';
import { fleetMarkers } from './fleet-markers';

const FIT_MAX_ZOOM = 12;

export function FleetMapPanel({ drivers }: { drivers: DriverListItem[] }) {
  const markers = useMemo(
    () =>
      fleetMarkers(drivers).map((m) => ({
        key: String(m.id),
        at: m.at,
        color: DRIVER_STATUS_COLORS[m.status],
        title: m.title,
        className: 'fleet-marker',
      })),
    [drivers],
  );
  const unplaced = drivers.length - markers.length;

  return (
    <div className="space-y-2">
      <MapPanel
        markers={markers}
        // One dot a driver, never merged: dispatch counts and hovers each one.
        cluster={false}
        fitMaxZoom={FIT_MAX_ZOOM}
        emptyZoom={DEFAULT_ZOOM - 4}
        label={`Map of ${markers.length} driver${markers.length === 1 ? '' : 's'} by last known position`}
        testId="fleet-map"
        className="h-80 xl:h-[28rem]"
      />
      <MapLegend>
        {DRIVER_STATUSES.map((status) => (
          <LegendDot key={status} color={DRIVER_STATUS_COLORS[status]}>
            {DRIVER_STATUS_LABELS[status]}
          </LegendDot>
        ))}
        {unplaced > 0 ? (
          <li className="text-slate-500">
            {unplaced} without a known position {unplaced === 1 ? 'is' : 'are'} not on the map
          </li>
        ) : null}
      </MapLegend>
    </div>
  );
}
