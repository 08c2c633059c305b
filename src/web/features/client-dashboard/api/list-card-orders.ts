import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOrderList } from '@domain/order-lists';
import { listNamedOrders } from '@web/lib/orders';
import { clientDashboardKeys } from './keys';

/** A card shows this many of its list; the rest are counted ("and N more"), not sent. */
export const CARD_ORDERS = 5;

/** Under the client's orders key: a booking, a payment or an order frame refetches it with them. */
export const cardOrdersQueryOptions = (clientId: number, list: ClientOrderList) =>
  queryOptions({
    queryKey: clientDashboardKeys.cardOrders(clientId, list),
    queryFn: () => listNamedOrders(clientId, list, CARD_ORDERS),
  });

export const useCardOrders = (clientId: number, list: ClientOrderList) =>
  useQuery(cardOrdersQueryOptions(clientId, list));
