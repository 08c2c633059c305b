/** What other features may use of the receiving desk feature. */
export { DiscrepanciesPanel } from './DiscrepanciesPanel';
export { ReceivingSiteField } from './ReceivingSiteField';
