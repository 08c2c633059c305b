/** What other modules may use of analytics: the figures over a period. */
export { adminAnalytics } from './service';
