/** GET /api/orders (admin): one page of every order, with what the headers tell about the rest. */
import { ORDER_COUNT_CAP, SEARCH_WINDOW, type AdminOrdersQuery } from '@domain/admin';
import type { OrderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { orderScope, type Actor } from '../access-policy/index';
import { toDispatchOrderResponse } from './mapping';
import {
  countOrders,
  findCursor,
  findPinned,
  listOrders,
  planSearch,
  searchStop,
} from './list-all-repository';

export interface OrderPage {
  orders: OrderResponse[];
  nextCursor: number | null;
  /** A text search that stopped at its window: the creation time of the last order it read. */
  searchedTo?: string;
  /** Only when asked (`count=true`); `capped` when the true number may be larger. */
  total?: { count: number; capped: boolean };
}

/** The bounds, overridable so tests can reach them with a small database. */
export interface ListBounds {
  countCap: number;
  searchWindow: number;
}
const BOUNDS: ListBounds = { countCap: ORDER_COUNT_CAP, searchWindow: SEARCH_WINDOW };

export async function listAllOrders(
  db: Db,
  viewer: Actor,
  query: AdminOrdersQuery,
  bounds = BOUNDS,
): Promise<OrderPage> {
  const filters = {
    scope: orderScope(viewer),
    status: query.status === 'all' ? undefined : query.status,
    serviceType: query.serviceType,
    from: query.from,
    to: query.to,
  };
  // A page of one has no room for a pinned order besides the matches.
  const search = planSearch(query.q, query.limit > 1, bounds.searchWindow);
  // The cursor is an order id; its position is read first so the page query gets plain values.
  const cursor = query.cursor === undefined ? undefined : await findCursor(db, query.cursor);
  if (query.cursor !== undefined && !cursor) {
    throw badRequest('cursor is not an order id', [{ path: 'cursor', message: 'Unknown cursor' }]);
  }
  const pinId = search.kind === 'text' && search.pin ? search.numberId : null;
  const pinned =
    pinId !== null && (!cursor || query.count) ? await findPinned(db, filters, pinId) : undefined;
  const showPinned = pinned !== undefined && !cursor;

  const limit = showPinned ? query.limit - 1 : query.limit;
  const rows = await listOrders(db, filters, search, limit, cursor);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  let nextCursor = more ? page[page.length - 1]!.order.id : null;
  let searchedTo: string | undefined;
  if (!more && search.kind === 'text') {
    // Fewer matches than asked: either the list ended, or the search stopped at its window.
    const stop = await searchStop(db, filters, search, cursor);
    if (stop) {
      nextCursor = stop.id;
      searchedTo = stop.createdAt.toISOString();
    }
  }
  const total = query.count ? await countOrders(db, filters, search, bounds.countCap) : undefined;
  return {
    orders: (showPinned ? [pinned, ...page] : page).map(toDispatchOrderResponse),
    nextCursor,
    ...(searchedTo ? { searchedTo } : {}),
    ...(total ? { total: { count: total.count + (pinned ? 1 : 0), capped: total.capped } } : {}),
  };
}
