/**
 * Markers that sit on top of each other (a driver waiting at the pickup, two jobs at one clinic)
 * are clustered with leaflet.markercluster: one numbered dot that spreads its markers out when
 * clicked or zoomed. The plugin extends the global `L` that Leaflet sets, so it is imported after
 * Leaflet, in this lazy chunk only. The cluster's label is built as DOM text, never an HTML string.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { cn } from '@web/lib/utils';

/** Pixels within which markers count as overlapping: only true overlaps cluster, not neighbours. */
export const OVERLAP_PX = 14;

const clusterIcon =
  (label: (count: number) => string) =>
  (cluster: L.MarkerCluster): L.DivIcon => {
    const count = cluster.getChildCount();
    const element = document.createElement('div');
    element.className = cn(
      'flex size-8 items-center justify-center rounded-full border-2 border-white bg-slate-800 text-sm font-bold text-white shadow',
    );
    element.textContent = String(count);
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', label(count));
    return L.divIcon({ html: element, className: 'map-cluster', iconSize: L.point(32, 32) });
  };

/** `label` says a cluster's count in the reader's language, for screen readers. */
export function createClusterGroup(label: (count: number) => string): L.MarkerClusterGroup {
  return L.markerClusterGroup({
    maxClusterRadius: OVERLAP_PX,
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    zoomToBoundsOnClick: true,
    iconCreateFunction: clusterIcon(label),
  });
}
