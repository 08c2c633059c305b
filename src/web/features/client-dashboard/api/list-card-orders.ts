import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOrderList } from '@domain/order-lists';
import type { OrderResponse } from '@domain/orders';
import { apiRequest, parseAnswer, ResponseShapeError } from '@web/lib/api';
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

/**
 * The list's count from x-total-count: a whole number no smaller than the orders sent, else the
 * answer is not one the card can show (a ResponseShapeError, the card's error state).
 */
function totalCount(url: string, header: string | null, sent: number): number {
  const count = header === null || header.trim() === '' ? Number.NaN : Number(header);
  if (Number.isInteger(count) && count >= sent) return count;
  throw new ResponseShapeError(url, [
    {
      code: 'custom',
      path: ['x-total-count'],
      message: `x-total-count must be a whole number of at least ${sent}`,
      input: header,
    },
  ]);
}

export async function listCardOrders(clientId: number, list: ClientOrderList): Promise<CardOrders> {
  const url = `/api/orders/client/${clientId}?list=${list}&limit=${CARD_ORDERS}`;
  // The schema's chunk is requested beside the call, as apiParseLater does.
  const schema = orderResponseSchemas().then((m) => m.orderResponse.array());
  schema.catch(() => undefined);
  const response = await apiRequest('GET', url);
  const text = await response.text();
  const orders = parseAnswer(await schema, url, text ? JSON.parse(text) : undefined);
  return { orders, count: totalCount(url, response.headers.get('x-total-count'), orders.length) };
}

/** Under the client's orders key: a booking, a payment or an order frame refetches it with them. */
export const cardOrdersQueryOptions = (clientId: number, list: ClientOrderList) =>
  queryOptions({
    queryKey: clientDashboardKeys.cardOrders(clientId, list),
    queryFn: () => listCardOrders(clientId, list),
  });

export const useCardOrders = (clientId: number, list: ClientOrderList) =>
  useQuery(cardOrdersQueryOptions(clientId, list));
