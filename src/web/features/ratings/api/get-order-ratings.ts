import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderRatingsResponse } from '@domain/ratings';
import { apiParse } from '@web/lib/api';
import { ratingKeys } from './keys';

export const getOrderRatings = (orderId: number) =>
  apiParse(orderRatingsResponse, 'GET', `/api/orders/${orderId}/rating`);

export const orderRatingsQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: ratingKeys.ofOrder(orderId), queryFn: () => getOrderRatings(orderId) });

/** The order's ratings: who has rated. */
export const useOrderRatings = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderRatingsQueryOptions(orderId), enabled });
