/**
 * Query keys of the order reads, from one factory. Each key is the URL path split into parts under
 * '/api/orders': the live socket (lib/live-events.ts) invalidates by that path, and a mutation
 * invalidates `orderKeys.all` to refetch every order list and detail.
 */
import type { ClientOrderList } from '@domain/order-lists';
import { QUERY_ROOTS } from '@web/lib/query-roots';

export const orderKeys = {
  all: QUERY_ROOTS.orders,
  detail: (orderId: number) => [...orderKeys.all, orderId] as const,
  payment: (orderId: number) => [...orderKeys.detail(orderId), 'payment'] as const,
  clientHistory: (clientId: number) => [...orderKeys.all, 'client', clientId, 'history'] as const,
  /** The first `limit` orders of a named list (?list=&limit=), one entry per size asked for. */
  clientList: (clientId: number, list: ClientOrderList, limit: number) =>
    [...orderKeys.all, 'client', clientId, 'list', list, limit] as const,
};
