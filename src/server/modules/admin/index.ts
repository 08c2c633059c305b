/** What other modules may use of admin (dispatch's console): its read-only views of every order and driver. */
export { adminStats, listAllOrders, listAllDrivers, adminAnalytics } from './service';
