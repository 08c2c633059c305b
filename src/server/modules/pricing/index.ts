/** What other modules may use of pricing. */
export { cardForBooking, quote } from './service';
