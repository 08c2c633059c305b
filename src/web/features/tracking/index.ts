/** The tracking feature as other features see it: the tracking dialog and the live ETA. */
export { TrackOrderDialog } from './TrackOrderDialog';
export { etaClock, LateBadge, LiveEta } from './LiveEta';
