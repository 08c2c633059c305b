/** The client dashboard as other features see it: the order labels, its query keys, what counts as active. */
export { ORDERS_KEY, STATS_KEY } from './api';
export { PRIORITY_LABELS, SERVICE_LABELS, STATUS_LABELS, TIME_SLOT_LABELS } from './labels';
export { isActive, isUpcomingScheduled } from './SideCards';
