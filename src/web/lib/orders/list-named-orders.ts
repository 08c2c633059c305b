import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOrderList } from '@domain/order-lists';
import type { OrderResponse } from '@domain/orders';
import { apiRequest, countHeader, parseAnswer } from '@web/lib/api';
import { orderResponseSchemas } from '@web/lib/domain-schemas';
import { orderKeys } from './keys';

/** The first orders of a named list (CLIENT_ORDER_LISTS) and how many the whole list holds. */
export interface NamedOrders {
  /** The first orders of the list, in its order (the server's). */
  orders: OrderResponse[];
  /** How many the whole list holds, counted by the server. */
  count: number;
}

/**
 * GET /api/orders/client/{id}?list=…&limit=…: the server selects, orders and counts the list with
 * its own clock, so no screen filters or sorts it. The schema's chunk is requested beside the call,
 * as apiParseLater does.
 */
export async function listNamedOrders(
  clientId: number,
  list: ClientOrderList,
  limit: number,
): Promise<NamedOrders> {
  const url = `/api/orders/client/${clientId}?list=${list}&limit=${limit}`;
  const schema = orderResponseSchemas().then((m) => m.orderResponse.array());
  schema.catch(() => undefined);
  const response = await apiRequest('GET', url);
  const text = await response.text();
  const orders = parseAnswer(await schema, url, text ? JSON.parse(text) : undefined);
  // A missing count, or one below the orders sent, is an answer the list cannot show: its error.
  return { orders, count: countHeader(response, url, 'x-total-count', orders.length) };
}

/** Under the client's orders key: a booking, a payment or an order frame refetches it with them. */
export const namedOrdersQueryOptions = (clientId: number, list: ClientOrderList, limit: number) =>
  queryOptions({
    queryKey: orderKeys.clientList(clientId, list, limit),
    queryFn: () => listNamedOrders(clientId, list, limit),
  });

export const useNamedOrders = (clientId: number, list: ClientOrderList, limit: number) =>
  useQuery(namedOrdersQueryOptions(clientId, list, limit));
