import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOrderList } from '@domain/order-lists';
import type { OrderResponse } from '@domain/orders';
import { apiRequest, countHeader, parseAnswer } from '@web/lib/api';
import { orderResponseSchemas } from '@web/lib/domain-schemas';
import { clientDashboardKeys } from './keys';

/** A card shows this many of its list; the rest are counted ("and N more"), not sent. */
export const CARD_ORDERS = 5;

export interface CardOrders {
  /** The first orders of the list, in its order (the server's). */
  orders: OrderResponse[];
  /** How many the whole list holds, counted by the server. */
  count: number;
}

export async function listCardOrders(clientId: number, list: ClientOrderList): Promise<CardOrders> {
  const url = `/api/orders/client/${clientId}?list=${list}&limit=${CARD_ORDERS}`;
  // The schema's chunk is requested beside the call, as apiParseLater does.
  const schema = orderResponseSchemas().then((m) => m.orderResponse.array());
  schema.catch(() => undefined);
  const response = await apiRequest('GET', url);
  const text = await response.text();
  const orders = parseAnswer(await schema, url, text ? JSON.parse(text) : undefined);
  // A missing count, or one below the orders sent, is an answer the card cannot show: its error.
  return { orders, count: countHeader(response, url, 'x-total-count', orders.length) };
}

/** Under the client's orders key: a booking, a payment or an order frame refetches it with them. */
export const cardOrdersQueryOptions = (clientId: number, list: ClientOrderList) =>
  queryOptions({
    queryKey: clientDashboardKeys.cardOrders(clientId, list),
    queryFn: () => listCardOrders(clientId, list),
  });

export const useCardOrders = (clientId: number, list: ClientOrderList) =>
  useQuery(cardOrdersQueryOptions(clientId, list));
