/** What other modules use of places: learning addresses from hand-overs and pins, and checking a pin. */
export { learnFromHandOver, learnFromPin } from './hand-overs';
export { serviceStateAt } from './gazetteer';
export { placeNear, placeNearText } from './near';
export { type PlaceIds, placeIds } from './place-id';
export { outsideServiceAreaMessage, requireServiceArea } from './service-area';
export type { Geocoder } from './geocoder';
export type { NamedPlaceFinder } from './named';
export { pinProblem, type PinnedEnd } from './pin-check';
