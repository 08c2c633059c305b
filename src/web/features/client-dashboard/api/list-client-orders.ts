import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { orderResponseSchemas } from '@web/lib/domain-schemas';
import { clientDashboardKeys } from './keys';

/** The server pages at 50 by default; 100 covers a client's live and upcoming orders with room. */
const ORDERS_PAGE = 100;

export const listClientOrders = (clientId: number) =>
  apiParseLater(
    () => orderResponseSchemas().then((m) => m.orderResponse.array()),
    'GET',
    `/api/orders/client/${clientId}?limit=${ORDERS_PAGE}`,
  );

export const clientOrdersQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientDashboardKeys.clientOrders(clientId),
    queryFn: () => listClientOrders(clientId),
  });

/** The client's orders, newest first. */
export const useClientOrders = (clientId: number) => useQuery(clientOrdersQueryOptions(clientId));
