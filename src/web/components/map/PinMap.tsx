/**
 * One pin to move on a map (its own lazy chunk, like LeafletMap). The pin is dragged with a mouse
 * or a finger, put where the map is clicked, or focused and nudged with the arrow keys (Shift for
 * bigger steps): a keyboard user moves it on the same map, not by typing coordinates. The faint
 * ring is where the address put it, so a move is always seen against the place it came from.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { addOfflineBasemap } from './basemap';
import type { Point } from './map-view';

/** About 11 m and 110 m of latitude: a door along a block, or the next block. */
export const PIN_STEP = { small: 0.0001, large: 0.001 } as const;
const ZOOM = { tiles: 17, offline: 14 } as const;

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

type Props = {
  start: Point;
  onMove: (point: Point) => void;
  /** The map's accessible name. */
  label: string;
  /** The pin's accessible name for a point. */
  pinLabel: (point: Point) => string;
  /** The id of the text that says how to move the pin. */
  describedBy: string;
  tileUrl: string | null;
  tileAttribution: string | null;
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export default function PinMap({
  start,
  onMove,
  label,
  pinLabel,
  describedBy,
  tileUrl,
  tileAttribution,
}: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  // The newest callbacks, read by Leaflet's handlers, which are bound once.
  const moveRef = useRef(onMove);
  const labelRef = useRef(pinLabel);
  moveRef.current = onMove;
  labelRef.current = pinLabel;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const at: L.LatLngTuple = [start.latitude, start.longitude];
    const map = L.map(container, { maxZoom: 19 }).setView(at, tileUrl ? ZOOM.tiles : ZOOM.offline);
    const removeBasemap = tileUrl ? () => undefined : addOfflineBasemap(map);
    if (tileUrl) L.tileLayer(tileUrl, { attribution: tileAttribution ?? '', maxZoom: 19 }).addTo(map);
    L.control.scale({ imperial: true, metric: false }).addTo(map);
    L.circleMarker(at, { radius: 10, color: '#64748b', weight: 2, fill: false, interactive: false }).addTo(
      map,
    );
    const marker = L.marker(at, {
      draggable: true,
      keyboard: true,
      icon: L.divIcon({
        className: 'medlink-pin',
        html: '<span class="block size-6 rounded-full border-4 border-white bg-red-700 shadow-md"></span>',
        iconSize: [24, 24],
        iconAnchor: [12, 12],
      }),
    }).addTo(map);
    const element = marker.getElement();
    const place = (latLng: L.LatLng) => {
      const point = { latitude: round(latLng.lat), longitude: round(latLng.lng) };
      element?.setAttribute('aria-label', labelRef.current(point));
      container.dataset.pin = `${point.latitude},${point.longitude}`;
      moveRef.current(point);
    };
    if (element) {
      element.setAttribute('role', 'button');
      element.setAttribute('aria-describedby', describedBy);
      element.setAttribute('aria-label', labelRef.current(start));
      container.dataset.pin = `${start.latitude},${start.longitude}`;
      L.DomEvent.on(element, 'keydown', (event) => {
        const key = event as KeyboardEvent;
        const arrow = ARROWS[key.key];
        if (!arrow) return;
        // The map pans with the arrow keys too: here they move the pin, and only the pin.
        L.DomEvent.stop(key);
        const step = key.shiftKey ? PIN_STEP.large : PIN_STEP.small;
        const from = marker.getLatLng();
        const to = L.latLng(from.lat + arrow[0] * step, from.lng + arrow[1] * step);
        marker.setLatLng(to);
        map.panTo(to);
        place(to);
      });
    }
    marker.on('dragend', () => place(marker.getLatLng()));
    map.on('click', (event: L.LeafletMouseEvent) => {
      marker.setLatLng(event.latlng);
      place(event.latlng);
    });
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      removeBasemap();
      map.remove();
    };
    // The map is made once per opening: the pin then lives in Leaflet, and reports its moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      data-testid="pin-map"
      className="h-72 w-full rounded-lg border border-slate-200"
    />
  );
}
