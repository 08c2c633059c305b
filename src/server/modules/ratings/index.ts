/** What other modules may use of ratings: an order's ratings, and rating one. */
export { getOrderRatings, rateOrder } from './service';
