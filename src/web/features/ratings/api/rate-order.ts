import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ratingResponse, type OrderRatingsResponse, type RatingResponse } from '@domain/ratings';
import { apiParse, errorCode } from '@web/lib/api';
import { orderRatingsQueryOptions } from './get-order-ratings';
import { ratingKeys } from './keys';

/** Which party rates: the client rates the delivery, the driver rates the client. */
export type RatingSide = keyof OrderRatingsResponse;

// userType is the contract's field; the server takes the side from the session and ignores it.
export const rateOrder = (
  orderId: number,
  side: RatingSide,
  body: { rating: number; feedback: string | null },
) => apiParse(ratingResponse, 'POST', `/api/orders/${orderId}/rating`, { ...body, userType: side });

/** One party's rating of the order; the stored answer gains it at once, so the prompt goes away. */
export function useRateOrder(orderId: number, side: RatingSide) {
  const queryClient = useQueryClient();
  const done = (rating: RatingResponse | null) =>
    queryClient.setQueryData(orderRatingsQueryOptions(orderId).queryKey, (old) =>
      old && rating
        ? {
            ...old,
            [side]: { rating: rating.rating, feedback: rating.feedback, createdAt: rating.createdAt },
          }
        : undefined,
    );
  return useMutation({
    mutationFn: (body: { rating: number; feedback: string | null }) => rateOrder(orderId, side, body),
    onSuccess: (rating) => {
      done(rating);
      // The rated party's average changed: anything showing it refetches (the rating key too).
      void queryClient.invalidateQueries({ queryKey: ratingKeys.order(orderId) });
    },
    onError: (error) => {
      // Already rated (another tab) or not rateable: the stored answer is stale.
      const code = errorCode(error);
      if (code === 'ALREADY_RATED' || code === 'RATING_NOT_OPEN')
        void queryClient.invalidateQueries({ queryKey: ratingKeys.ofOrder(orderId) });
    },
  });
}
