/**
 * The Leaflet map itself. Loaded only through DeliveryMap's React.lazy, so Leaflet and its CSS
 * stay out of the first bundle. The map is created once; markers move in place (the driver's
 * position arrives live, and rebuilding the map on every fix would flicker and lose the zoom).
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { initialView, type MapPoints, type Point } from './map-view';
import { loadStateOutlines } from './state-outlines';

type Props = {
  points: MapPoints;
  tileUrl: string | null;
  tileAttribution: string | null;
  label: string;
};

const MARKERS = {
  pickup: { color: '#0f766e', radius: 8, title: 'Pickup' },
  delivery: { color: '#b91c1c', radius: 8, title: 'Delivery' },
  driver: { color: '#1d4ed8', radius: 10, title: 'Driver' },
} as const;
type MarkerName = keyof typeof MARKERS;

const latLng = (p: Point): L.LatLngTuple => [p.latitude, p.longitude];

export default function LeafletMap({ points, tileUrl, tileAttribution, label }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef<Partial<Record<MarkerName, L.CircleMarker>>>({});
  const routeRef = useRef<L.Polyline | null>(null);
  const firstPoints = useRef(points);
  const hasTiles = Boolean(tileUrl);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: true, attributionControl: true });
    mapRef.current = map;
    // State outlines sit between tiles (200) and markers (400): lines over tiles, under markers.
    const outlinesPane = map.createPane('outlines');
    outlinesPane.style.zIndex = '350';
    outlinesPane.style.pointerEvents = 'none';
    L.control.scale({ imperial: true, metric: false }).addTo(map);

    const view = initialView(firstPoints.current);
    if (view.kind === 'center') map.setView(latLng(view.center), view.zoom);
    else
      map.fitBounds([latLng(view.southWest), latLng(view.northEast)], {
        padding: [32, 32],
        maxZoom: view.maxZoom,
      });

    let cancelled = false;
    loadStateOutlines()
      .then((outlines) => {
        if (cancelled) return;
        L.geoJSON(outlines, {
          pane: 'outlines',
          interactive: false,
          style: {
            color: '#0f766e',
            weight: 1.5,
            // Without tiles the outlines are the land; with tiles they are only borders.
            fill: !hasTiles,
            fillColor: '#f0fdfa',
            fillOpacity: 1,
          },
        }).addTo(map);
      })
      .catch((error: unknown) => console.debug('state outlines unavailable', error));

    // The map is often laid out after it is created (a dialog, a tab): keep its size in step.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    const markers = markersRef.current;
    return () => {
      cancelled = true;
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      routeRef.current = null;
      for (const name of Object.keys(markers) as MarkerName[]) delete markers[name];
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

  const { pickup, delivery, driver } = points;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const place = (name: MarkerName, at: Point | null) => {
      const existing = markersRef.current[name];
      if (!at) {
        existing?.remove();
        delete markersRef.current[name];
        return;
      }
      if (existing) {
        existing.setLatLng(latLng(at));
        return;
      }
      const style = MARKERS[name];
      markersRef.current[name] = L.circleMarker(latLng(at), {
        radius: style.radius,
        color: '#ffffff',
        weight: 3,
        fillColor: style.color,
        fillOpacity: 1,
        className: `map-marker-${name}`,
      })
        .bindTooltip(style.title)
        .addTo(map);
    };
    place('pickup', pickup);
    place('delivery', delivery);
    place('driver', driver);

    routeRef.current?.remove();
    routeRef.current =
      pickup && delivery
        ? L.polyline([latLng(pickup), latLng(delivery)], {
            color: '#334155',
            weight: 2,
            dashArray: '6 6',
            interactive: false,
          }).addTo(map)
        : null;
    markersRef.current.driver?.bringToFront();
  }, [pickup, delivery, driver]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      data-testid="delivery-map"
      data-driver-position={driver ? `${driver.latitude},${driver.longitude}` : undefined}
      className="z-0 h-72 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:h-96"
    />
  );
}
