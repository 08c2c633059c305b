/** What other modules may use of dispatch-assign: giving an order to a driver. */
export { assignDriver, DRIVER_NOT_AVAILABLE, JOB_TAKEN } from './service';
