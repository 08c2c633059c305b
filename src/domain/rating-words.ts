/**
 * A rating's range and what a refused rating is told, apart from the rating schemas so the web
 * catalogue can word them without loading zod (ratings.ts re-exports them).
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_MAX_LENGTH = 1000;
export const RATING_REQUIRED = 'Please select a rating';
export const RATING_RANGE = `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;
export const RATING_NOT_DELIVERED = 'You can rate an order once it is delivered';
export const RATING_ALREADY_GIVEN = 'You have already rated this order';
