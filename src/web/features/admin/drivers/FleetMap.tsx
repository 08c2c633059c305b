/**
 * Leaflet map of the fleet, one dot per driver coloured by status. Loaded only through
 * FleetMapPanel's React.lazy. The map is made once and fitted to the fleet once; later data moves
 * the dots in place (positions arrive live; refitting on every fix would fight the dispatcher's zoom).
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_ZOOM, HOUSTON } from '@web/features/maps/map-view';
import { loadStateOutlines } from '@web/features/maps/state-outlines';
import { DRIVER_STATUS_COLORS } from './driver-status';
import type { FleetMarker } from './fleet-markers';

type Props = { markers: FleetMarker[]; tileUrl: string | null; tileAttribution: string | null };

const FIT_MAX_ZOOM = 12;

export default function FleetMap({ markers, tileUrl, tileAttribution }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const dotsRef = useRef(new Map<number, L.CircleMarker>());
  const fitted = useRef(false);
  const hasTiles = Boolean(tileUrl);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: true }).setView(
      [HOUSTON.latitude, HOUSTON.longitude],
      DEFAULT_ZOOM - 4,
    );
    mapRef.current = map;
    const pane = map.createPane('outlines');
    pane.style.zIndex = '350';
    pane.style.pointerEvents = 'none';
    L.control.scale({ imperial: true, metric: false }).addTo(map);
    let cancelled = false;
    loadStateOutlines()
      .then((outlines) => {
        if (cancelled) return;
        L.geoJSON(outlines, {
          pane: 'outlines',
          interactive: false,
          style: { color: '#0f766e', weight: 1.5, fill: !hasTiles, fillColor: '#f0fdfa', fillOpacity: 1 },
        }).addTo(map);
      })
      .catch((error: unknown) => console.debug('state outlines unavailable', error));
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    const dots = dotsRef.current;
    return () => {
      cancelled = true;
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      dots.clear();
      fitted.current = false;
    };
  }, [hasTiles]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { attribution: tileAttribution ?? '', maxZoom: 19 }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const dots = dotsRef.current;
    const seen = new Set<number>();
    for (const m of markers) {
      seen.add(m.id);
      const style = { fillColor: DRIVER_STATUS_COLORS[m.status] };
      const existing = dots.get(m.id);
      if (existing) {
        existing.setLatLng([m.at.latitude, m.at.longitude]).setStyle(style).setTooltipContent(m.title);
        // Keeps fleetMarkers' drawing order when a driver's status changes.
        existing.bringToFront();
        continue;
      }
      const dot = L.circleMarker([m.at.latitude, m.at.longitude], {
        radius: 8,
        color: '#ffffff',
        weight: 2,
        fillOpacity: 1,
        className: 'fleet-marker',
        ...style,
      })
        .bindTooltip(m.title)
        .addTo(map);
      dots.set(m.id, dot);
    }
    for (const [id, dot] of dots) {
      if (!seen.has(id)) {
        dot.remove();
        dots.delete(id);
      }
    }
    if (!fitted.current && markers.length > 0) {
      fitted.current = true;
      const bounds = L.latLngBounds(markers.map((m) => [m.at.latitude, m.at.longitude] as L.LatLngTuple));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
    }
  }, [markers]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={`Map of ${markers.length} driver${markers.length === 1 ? '' : 's'} by last known position`}
      data-testid="fleet-map"
      data-marker-count={markers.length}
      className="z-0 h-80 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 xl:h-[28rem]"
    />
  );
}
