/** The ratings feature as other features see it: the rating dialog and the order's ratings. */
export { useOrderRatings } from './api/get-order-ratings';
export { useRateOrder, type RatingSide } from './api/rate-order';
export { RateOrderButton } from './RateOrderButton';
export { RatingDialog } from './RatingDialog';
export { StarRating } from './StarRating';
