/** What other modules may use of recurring-orders: standing orders and the occurrences they book. */
export { generateOccurrences } from './generator';
export { getRecurringOrder, listRecurringOrders } from './service';
