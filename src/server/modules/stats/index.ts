/** What other modules may use of stats. */
export { STATS_TIME_ZONE, deliveredOnTime } from './repository';
export { adminStats, rowsOf } from './admin-repository';
