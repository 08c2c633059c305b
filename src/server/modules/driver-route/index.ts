/** What other modules may use of driver-route: the driver's run in stop order. */
export { driverRoute } from './service';
