/** The order's ratings (who has rated) and either party's rating call. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderRatingsResponse, RatingResponse } from '@domain/ratings';
import { apiJson, isApiError } from '@web/lib/api';

export const ratingKey = (orderId: number) => ['/api/orders', orderId, 'rating'] as const;

export function useOrderRatings(orderId: number, enabled: boolean) {
  return useQuery<OrderRatingsResponse>({ queryKey: ratingKey(orderId), enabled });
}

/** Which party rates: the client rates the delivery, the driver rates the client. */
export type RatingSide = keyof OrderRatingsResponse;

/** One party's rating of the order; the stored answer gains it at once, so the prompt goes away. */
export function useRateOrder(orderId: number, side: RatingSide) {
  const queryClient = useQueryClient();
  const done = (rating: RatingResponse | null) =>
    queryClient.setQueryData<OrderRatingsResponse>(ratingKey(orderId), (old) =>
      old && rating
        ? {
            ...old,
            [side]: { rating: rating.rating, feedback: rating.feedback, createdAt: rating.createdAt },
          }
        : undefined,
    );
  return useMutation({
    // userType is the contract's field; the server takes the side from the session and ignores it.
    mutationFn: (body: { rating: number; feedback: string | null }) =>
      apiJson<RatingResponse>('POST', `/api/orders/${orderId}/rating`, { ...body, userType: side }),
    onSuccess: (rating) => {
      done(rating);
      // The rated party's average changed: anything showing it refetches (the rating key too).
      void queryClient.invalidateQueries({ queryKey: ['/api/orders', orderId] });
    },
    onError: (error) => {
      // 409: already rated (another tab) or no longer deliverable: the stored answer is stale.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: ratingKey(orderId) });
    },
  });
}
