/** What other modules may use of driver-jobs. */
export { RUN_STATUSES } from './repository';
export { sessionDriverId } from './service';
