import { queryOptions, useQuery } from '@tanstack/react-query';
import { custodyResponse } from '@domain/custody-answers';
import { apiParse } from '@web/lib/api';
import { custodyKeys } from './keys';

/** The order's custody ledger and its verification (GET /api/orders/{id}/custody). */
export const getCustody = (orderId: number) =>
  apiParse(custodyResponse, 'GET', `/api/orders/${orderId}/custody`);

export const custodyQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: custodyKeys.ofOrder(orderId), queryFn: () => getCustody(orderId) });

export const useCustody = (orderId: number | null) =>
  useQuery({ ...custodyQueryOptions(orderId ?? 0), enabled: orderId !== null });
