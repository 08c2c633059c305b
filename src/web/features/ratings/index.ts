/** The ratings feature as other features see it: the rating dialog and the order's ratings. */
export { useOrderRatings, useRateOrder, type RatingSide } from './api';
export { RateOrderButton } from './RateOrderButton';
export { RatingDialog } from './RatingDialog';
export { StarRating } from './StarRating';
