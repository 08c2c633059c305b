/** The client dashboard as other features see it: its query keys, what counts as active. */
export { clientDashboardKeys } from './api/keys';
export { isActive, isUpcomingScheduled } from './SideCards';
