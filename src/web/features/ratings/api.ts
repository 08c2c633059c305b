/** The order's ratings (who has rated) and the client's own rating call (spec 7). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderRatingsResponse, RatingResponse } from '@domain/ratings';
import { apiJson, isApiError } from '@web/lib/api';

export const ratingKey = (orderId: number) => ['/api/orders', orderId, 'rating'] as const;

export function useOrderRatings(orderId: number, enabled: boolean) {
  return useQuery<OrderRatingsResponse>({ queryKey: ratingKey(orderId), enabled });
}

export function useRateOrder(orderId: number) {
  const queryClient = useQueryClient();
  const done = (rating: RatingResponse | null) =>
    queryClient.setQueryData<OrderRatingsResponse>(ratingKey(orderId), (old) =>
      old && rating
        ? {
            ...old,
            client: { rating: rating.rating, feedback: rating.feedback, createdAt: rating.createdAt },
          }
        : undefined,
    );
  return useMutation({
    // userType is spec 7's field; the server takes the side from the session and ignores it.
    mutationFn: (body: { rating: number; feedback: string | null }) =>
      apiJson<RatingResponse>('POST', `/api/orders/${orderId}/rating`, { ...body, userType: 'client' }),
    onSuccess: (rating) => {
      done(rating);
      // The driver's average changed: anything showing it refetches.
      void queryClient.invalidateQueries({ queryKey: ['/api/orders', orderId] });
    },
    onError: (error) => {
      // 409: already rated (another tab) or no longer deliverable: the stored answer is stale.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: ratingKey(orderId) });
    },
  });
}
