/** What other modules use of driver pay: its routes, a driver's earnings, issued settlements. */
export { driverPayRoutes } from './routes';
export { DRIVER_PAY_OPERATIONS } from './operations';
export { earnedTotal, payQuotes } from './service';
export { adjustmentsOf, exportLines, issuedBetween } from './repository';
