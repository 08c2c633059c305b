/**
 * The app's one Leaflet map: an order's map, the public
 * tracking page, the fleet and the dispatch map all draw the markers and lines they are given
 * (markers.ts). Loaded only through React.lazy, so Leaflet and its CSS stay out of the first
 * bundle. The map is created once and fitted once, when it first has something to show; later data
 * moves markers in place (positions arrive live: rebuilding or refitting on every fix would
 * flicker and fight the user's zoom).
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { cn } from '@web/lib/utils';
import { addOfflineBasemap } from './basemap';
import { createClusterGroup } from './cluster';
import { DEFAULT_ZOOM, HOUSTON, viewOf, type Point } from './map-view';
import type { MapLine, MapMarker } from './markers';
import { loadStateOutlines } from './state-outlines';
import { textElement } from './text-content';
import { useMessages } from '@web/i18n';

type Props = {
  markers: readonly MapMarker[];
  lines?: readonly MapLine[];
  tileUrl: string | null;
  tileAttribution: string | null;
  label: string;
  /**
   * Overlapping markers become one numbered dot. Off for maps whose every dot must stay
   * its own (the fleet: one dot a driver, found by its class).
   */
  cluster?: boolean;
  /** How far the first fit may zoom in: close for one order, wider for a fleet. */
  fitMaxZoom?: number;
  /** The same without tiles, where a close zoom shows nothing around the markers. */
  offlineFitMaxZoom?: number;
  /** Zoom before there is anything to fit. */
  emptyZoom?: number;
  testId?: string;
  /** Height and any other classes of the map's box. */
  className?: string;
  /** data-* attributes on the map's box: what the browser tests read. */
  data?: Record<`data-${string}`, string | number | undefined>;
};

const latLng = (p: Point): L.LatLngTuple => [p.latitude, p.longitude];
const NO_LINES: readonly MapLine[] = [];

export default function LeafletMap({
  markers,
  lines = NO_LINES,
  tileUrl,
  tileAttribution,
  label,
  cluster = true,
  fitMaxZoom: fitMaxZoomWithTiles = DEFAULT_ZOOM,
  offlineFitMaxZoom,
  emptyZoom = DEFAULT_ZOOM,
  testId = 'delivery-map',
  className = 'h-72 sm:h-96',
  data,
}: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.MarkerClusterGroup | L.LayerGroup | null>(null);
  const dotsRef = useRef(new Map<string, { dot: L.CircleMarker; title: string }>());
  // The cluster's words are asked when a cluster is drawn: the language in use then.
  const { t } = useMessages();
  const sayRef = useRef(t);
  sayRef.current = t;
  const linesRef = useRef<L.Polyline[]>([]);
  // Click handlers change every render; the markers read the newest through this ref.
  const selectRef = useRef(new Map<string, () => void>());
  const fitted = useRef(false);
  const hasTiles = Boolean(tileUrl);
  const fitMaxZoom =
    !hasTiles && offlineFitMaxZoom !== undefined
      ? Math.min(offlineFitMaxZoom, fitMaxZoomWithTiles)
      : fitMaxZoomWithTiles;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // maxZoom: the cluster group needs to know how far the map zooms (tiles go to 19 too).
    const map = L.map(container, { zoomControl: true, attributionControl: true, maxZoom: 19 });
    map.setView(latLng(HOUSTON), emptyZoom);
    mapRef.current = map;
    // State outlines sit between tiles (200) and markers (400): lines over tiles, under markers.
    const outlinesPane = map.createPane('outlines');
    outlinesPane.style.zIndex = '350';
    outlinesPane.style.pointerEvents = 'none';
    L.control.scale({ imperial: true, metric: false }).addTo(map);
    const clusterLabel = (count: number) => sayRef.current('map.cluster', { count });
    layerRef.current = (cluster ? createClusterGroup(clusterLabel) : L.layerGroup()).addTo(map);
    // Without tiles: counties and cities.
    const removeBasemap = hasTiles ? () => undefined : addOfflineBasemap(map);

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
    const dots = dotsRef.current;
    return () => {
      cancelled = true;
      removeBasemap();
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      linesRef.current = [];
      dots.clear();
      fitted.current = false;
    };
    // The view and the layer kind are fixed when the map is made; only the tiles rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasTiles]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { attribution: tileAttribution ?? '', maxZoom: 19 }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [tileUrl, tileAttribution]);

  selectRef.current = new Map(markers.flatMap((m) => (m.onSelect ? [[m.key, m.onSelect] as const] : [])));

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const dots = dotsRef.current;
    const seen = new Set<string>();
    for (const m of markers) {
      seen.add(m.key);
      const style = { fillColor: m.color, radius: m.radius ?? 8, color: m.stroke ?? '#ffffff' };
      const existing = dots.get(m.key);
      if (existing) {
        const moved = !existing.dot.getLatLng().equals(latLng(m.at));
        // A cluster group places markers itself: moved through it, so it re-clusters.
        if (moved) layer.removeLayer(existing.dot);
        existing.dot.setLatLng(latLng(m.at)).setStyle(style);
        if (moved) layer.addLayer(existing.dot);
        if (existing.title !== m.title) {
          existing.dot.setTooltipContent(textElement(m.title));
          existing.title = m.title;
        }
        continue;
      }
      const dot = L.circleMarker(latLng(m.at), {
        weight: 2,
        fillOpacity: 1,
        className: m.className,
        ...style,
      }).bindTooltip(textElement(m.title));
      dot.on('click', () => selectRef.current.get(m.key)?.());
      layer.addLayer(dot);
      dots.set(m.key, { dot, title: m.title });
    }
    for (const [key, { dot }] of dots) {
      if (!seen.has(key)) {
        layer.removeLayer(dot);
        dots.delete(key);
      }
    }
    // Later markers on top (callers list the most important last: the driver, the one in use).
    for (const m of markers) dots.get(m.key)?.dot.bringToFront();
    if (!fitted.current && markers.length > 0) {
      fitted.current = true;
      const view = viewOf(
        markers.map((m) => m.at),
        fitMaxZoom,
      );
      if (view.kind === 'center') map.setView(latLng(view.center), view.zoom);
      else
        map.fitBounds([latLng(view.southWest), latLng(view.northEast)], {
          padding: [32, 32],
          maxZoom: view.maxZoom,
        });
    }
  }, [markers, fitMaxZoom]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const line of linesRef.current) line.remove();
    linesRef.current = lines.map((line) =>
      L.polyline(line.path.map(latLng), {
        color: line.color,
        weight: line.weight ?? 2,
        opacity: line.opacity ?? 1,
        interactive: false,
        ...(line.dashArray ? { dashArray: line.dashArray } : {}),
      }).addTo(map),
    );
  }, [lines]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-marker-count={markers.length}
      {...data}
      className={cn('z-0 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100', className)}
    />
  );
}
