/** What other features may use of the receiving desk feature. */
export { DiscrepanciesPanel } from './DiscrepanciesPanelLater';
export { ReceivingSiteField } from './ReceivingSiteField';
export { receivingSitesQueryOptions } from './api';
