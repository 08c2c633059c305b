/**
 * A client's order lists (GET /api/orders/client/{id}): the plain pages, newest first, and the
 * named lists (the domain's CLIENT_ORDER_LISTS) with their counts, all behind one access check and
 * in the access policy's scope, the one the dashboard's figures count with too.
 */
import type { SessionUser } from '@domain/auth';
import type { ClientOrderList } from '@domain/order-lists';
import type { OrderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import { assertPermission, canReadClient, clientOrdersScope, hasPermission } from '../access-policy/index';
import * as listRepo from './client-lists-repository';
import { toOrderResponse } from './mapping';
import * as repo from './repository';

/**
 * Whose orders a caller sees in a client's lists: the access check every list of the route shares
 * (the client itself or dispatch; a member sees its organisation's orders, whoever of it booked
 * them; dispatch, who sees every order, looks at one client's). Null: a scope that sees none.
 */
async function clientListOwner(
  db: Db,
  viewer: SessionUser,
  clientId: number,
): Promise<repo.OrderOwner | null> {
  assertPermission(viewer, 'read:order:own,any');
  if (!canReadClient(viewer, clientId)) throw forbidden('You can only see your own orders');
  if (hasPermission(viewer, 'read:order:any') && (await repo.findUserRole(db, clientId)) !== 'client') {
    throw notFound('Client not found');
  }
  // The policy's scope (the dashboard's figures count the same): a member sees its organisation's
  // orders, whoever of it booked them; dispatch, who sees every order, looks at one client's.
  const owner = clientOrdersScope(viewer, clientId);
  return owner.kind === 'none' ? null : owner;
}

export async function listClientOrders(
  db: Db,
  viewer: SessionUser,
  clientId: number,
  page: { limit: number; cursor?: number | undefined; awaitingPayment?: boolean },
): Promise<{ orders: OrderResponse[]; nextCursor: number | null }> {
  const owner = await clientListOwner(db, viewer, clientId);
  if (owner === null) return { orders: [], nextCursor: null };
  if (page.cursor !== undefined && !(await repo.orderBelongsTo(db, page.cursor, owner))) {
    throw badRequest("cursor is not one of this client's orders", [
      { path: 'cursor', message: 'Unknown cursor' },
    ]);
  }
  // One extra row tells whether another page follows, without a count query.
  const rows = page.awaitingPayment
    ? await repo.listAwaitingPayment(db, owner, page.limit + 1, page.cursor)
    : await repo.listOwnerOrders(db, owner, page.limit + 1, page.cursor);
  const more = rows.length > page.limit;
  const pageRows = more ? rows.slice(0, page.limit) : rows;
  return {
    orders: pageRows.map((row) => toOrderResponse(row, viewer)),
    nextCursor: more ? pageRows[pageRows.length - 1]!.order.id : null,
  };
}

/**
 * The first `limit` orders of one of a client's named lists (the domain's CLIENT_ORDER_LISTS) and
 * how many it holds in all, in the same scope as the client's other lists. `now` is the server's.
 */
export async function listClientOrderList(
  db: Db,
  viewer: SessionUser,
  clientId: number,
  list: ClientOrderList,
  limit: number,
  now: Date = new Date(),
): Promise<{ orders: OrderResponse[]; count: number }> {
  const owner = await clientListOwner(db, viewer, clientId);
  if (owner === null) return { orders: [], count: 0 };
  const { rows, count } = await listRepo.listClientOrderList(db, owner, list, limit, now);
  return { orders: rows.map((row) => toOrderResponse(row, viewer)), count };
}
