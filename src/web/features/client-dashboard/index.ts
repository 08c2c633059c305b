/** The client dashboard as other features see it: the order labels, its query keys, what counts as active. */
export { clientDashboardKeys } from './api/keys';
export { PRIORITY_LABELS, SERVICE_LABELS, STATUS_LABELS, TIME_SLOT_LABELS } from './labels';
export { isActive, isUpcomingScheduled } from './SideCards';
