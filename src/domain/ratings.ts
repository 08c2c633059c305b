/**
 * Ratings after delivery: the client rates the
 * driver, the driver rates the client, once each. Shared by the server, the dialog and the tests.
 */
import { z } from 'zod';
import { RATING_USER_TYPES } from './enums';
import { plainText } from './messages';
import { FEEDBACK_MAX_LENGTH, RATING_MAX, RATING_MIN, RATING_RANGE, RATING_REQUIRED } from './rating-words';

export * from './rating-words';

/**
 * POST /api/orders/{id}/rating. The spec's dialog also sends userType; it is not read (it is not
 * in the schema): the side is the signed-in user's role.
 */
export const ratingRequest = z.object({
  rating: z.preprocess(
    // A numeric string (a form field) counts as its number; null is "none chosen", like missing.
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === null ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? RATING_REQUIRED : RATING_RANGE) })
      .int(RATING_RANGE)
      .min(RATING_MIN, RATING_RANGE)
      .max(RATING_MAX, RATING_RANGE),
  ),
  feedback: z
    .string({ message: 'Feedback must be text' })
    .transform(plainText)
    .pipe(z.string().max(FEEDBACK_MAX_LENGTH, `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters`))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RatingRequest = z.input<typeof ratingRequest>;

export const ratingResponse = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  userType: z.enum(RATING_USER_TYPES),
  rating: z.number().int(),
  feedback: z.string().nullable(),
  createdAt: z.string(),
});
export type RatingResponse = z.infer<typeof ratingResponse>;

const side = z
  .object({ rating: z.number().int(), feedback: z.string().nullable(), createdAt: z.string() })
  .nullable();

/** GET /api/orders/{id}/rating: each side's rating, null until given (the page shows the dialog then). */
export const orderRatingsResponse = z.object({ client: side, driver: side });
export type OrderRatingsResponse = z.infer<typeof orderRatingsResponse>;
