/** The driver's earnings screen: its pay by week, day and job, from its pay rules and settlements. */
export { EarningsPage } from './EarningsPage';
