/** The audit screen (decision 045); the unusual-reading panel dispatch's console shows too. */
export { AccessAlertsPanel } from './AccessAlertsPanel';
