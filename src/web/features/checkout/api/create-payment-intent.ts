import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPaymentIntentResponse } from '@domain/payments';
import { apiParse } from '@web/lib/api';
import { checkoutKeys } from './keys';

export const createPaymentIntent = (orderId: number, amount: string) =>
  apiParse(createPaymentIntentResponse, 'POST', '/api/create-payment-intent', { orderId, amount });

/**
 * The card payment's intent. A query rather than a mutation: the server answers the same intent
 * for the same order and total (idempotent), so a remount or StrictMode's double effect costs
 * nothing, and gcTime 0 keeps a stale intent from outliving the page.
 */
export const paymentIntentQueryOptions = (orderId: number, amount: string) =>
  queryOptions({
    queryKey: checkoutKeys.paymentIntent(orderId, amount),
    queryFn: () => createPaymentIntent(orderId, amount),
    gcTime: 0,
  });

export const usePaymentIntent = (orderId: number, amount: string, enabled: boolean) =>
  useQuery({ ...paymentIntentQueryOptions(orderId, amount), enabled });
