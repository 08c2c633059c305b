/**
 * What the one map component (LeafletMap) draws: dots and lines described as data, so every map
 * of the app (an order's, the public tracking page's, the fleet, the dispatch map) is the same
 * Leaflet code fed different lists (FleetMap and LeafletMap were two copies of it).
 */
import type { MapPoints, Point } from './map-view';

export type MapMarker = {
  /** Stable across renders: a marker with the same key moves in place instead of being redrawn. */
  key: string;
  at: Point;
  color: string;
  /** The tooltip, always set as text (text-content.ts), never parsed as HTML. */
  title: string;
  /** The SVG path's class: what tests and styles find the marker by. */
  className: string;
  radius?: number;
  /** The ring around the dot (white by default): tells two kinds of dot of one colour apart. */
  stroke?: string;
  /** Called when the marker is clicked (the map's list view offers the same by keyboard). */
  onSelect?: () => void;
};

export type MapLine = {
  key: string;
  path: readonly Point[];
  color: string;
  weight?: number;
  dashArray?: string;
  opacity?: number;
};

/** An order's three dots (decision: the driver drawn last, so it stays on top where they meet). */
export const ORDER_MARKERS = {
  pickup: { color: '#0f766e', radius: 8 },
  delivery: { color: '#b91c1c', radius: 8 },
  driver: { color: '#1d4ed8', radius: 10 },
} as const;

/** Each dot's tooltip, in the reader's language ('Pickup', 'Recogida'...). */
export type OrderMarkerTitles = Readonly<Record<keyof typeof ORDER_MARKERS, string>>;

export function orderMarkers(points: MapPoints, titles: OrderMarkerTitles): MapMarker[] {
  const out: MapMarker[] = [];
  for (const name of ['pickup', 'delivery', 'driver'] as const) {
    const at = points[name];
    if (at)
      out.push({
        key: name,
        at,
        ...ORDER_MARKERS[name],
        title: titles[name],
        className: `map-marker-${name}`,
      });
  }
  return out;
}

/** The dashed line from pickup to delivery, and the path driven so far behind the driver. */
export function orderLines(points: MapPoints, trail: readonly Point[]): MapLine[] {
  const out: MapLine[] = [];
  if (points.pickup && points.delivery)
    out.push({
      key: 'route',
      path: [points.pickup, points.delivery],
      color: '#334155',
      weight: 2,
      dashArray: '6 6',
    });
  if (trail.length > 1) out.push({ key: 'trail', path: trail, color: '#60a5fa', weight: 4, opacity: 0.9 });
  return out;
}
