/** The maps feature as other features see it: the delivery map, its error boundary and map helpers. */
export type { Point } from './map-view';
export { DEFAULT_ZOOM, HOUSTON, OFFLINE_CITY_ZOOM } from './map-view';
export { DeliveryMap } from './DeliveryMap';
export { MapErrorBoundary } from './MapErrorBoundary';
export { loadStateOutlines } from './state-outlines';
export { textElement } from './text-content';
export { usePublicConfig } from './api/get-public-config';
export { orderMarkers } from './markers';
export { MapPanel } from './MapPanel';
export { LegendDot } from './MapLegend';
export { MapLegend } from './MapLegend';
export type { MapLine } from './markers';
export type { MapMarker } from './markers';
export { PinDialog } from './PinDialog';
