/** The public-tracking feature as other features see it: the share-tracking button. */
export { ShareTrackingButton } from './ShareTrackingButton';
