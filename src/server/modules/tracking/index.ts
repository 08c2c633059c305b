/** What other modules may use of tracking: an order's tracking events as its viewer may see them. */
export { listTracking } from './service';
