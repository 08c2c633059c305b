import type { ClientOrderList } from '@domain/order-lists';
import { namedOrdersQueryOptions, useNamedOrders } from '@web/lib/orders';

/** A card shows this many of its list; the rest are counted ("and N more"), not sent. */
export const CARD_ORDERS = 5;

/**
 * The same read, under the same key, as every screen's named list (lib/orders), at the cards' size:
 * under the client's orders key, so a booking, a payment or an order frame refetches it with them.
 */
export const cardOrdersQueryOptions = (clientId: number, list: ClientOrderList) =>
  namedOrdersQueryOptions(clientId, list, CARD_ORDERS);

export const useCardOrders = (clientId: number, list: ClientOrderList) =>
  useNamedOrders(clientId, list, CARD_ORDERS);
