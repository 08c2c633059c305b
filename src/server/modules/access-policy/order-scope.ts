/**
 * Which orders a list shows its viewer: the list-wide form of canReadOrder (objects.ts), as a
 * condition on the orders table that every repository listing orders adds to its own filters.
 * One place decides it, so no list can show what the object check would refuse:
 * - dispatch (read:order:any): every order;
 * - a client: its organisation's orders, if its role there sees orders (the receiving desk's does
 *   not); a client in no organisation, its own;
 * - a driver: the jobs it holds and, once approved, the open ones (confirmed, no driver yet);
 * - anyone else (billing staff hold no order permission): none.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { SEES_ORDERS, type Actor } from './objects';
import { hasPermission } from './permissions';

/** The scope in words: what kind of list, and whose. */
export type OrderScopeKey =
  | { kind: 'all' }
  | { kind: 'organization'; id: number }
  | { kind: 'client'; id: number }
  | { kind: 'driver'; id: number; open: boolean }
  | { kind: 'none' };

/** A scope narrowed to one owner, whose id a prepared statement may take as a placeholder. */
export type OrderOwnerScope = Extract<OrderScopeKey, { kind: 'organization' | 'client' }>;

export function orderScopeKey(actor: Actor): OrderScopeKey {
  if (hasPermission(actor, 'read:order:any')) return { kind: 'all' };
  if (actor.role === 'client') {
    if (actor.organizationId == null) return { kind: 'client', id: actor.id };
    const sees = !!actor.organizationRole && SEES_ORDERS.includes(actor.organizationRole);
    return sees ? { kind: 'organization', id: actor.organizationId } : { kind: 'none' };
  }
  if (actor.role === 'driver' && actor.driverId !== undefined) {
    return { kind: 'driver', id: actor.driverId, open: actor.driverApproval === 'approved' };
  }
  return { kind: 'none' };
}

/** Whose orders one client's list and figures cover, or none. */
export type ClientOrdersScope = OrderOwnerScope | Extract<OrderScopeKey, { kind: 'none' }>;

/**
 * Whose orders one client's list and dashboard figures cover (GET /api/orders/client/{id}, GET
 * /api/stats/client/{id}), for a viewer already allowed to read that client (canReadClient): a
 * member its organisation's, whoever of it booked them; dispatch, who sees every order, that one
 * client's. Both read it here, so a tile never counts other orders than the list beside it shows.
 */
export function clientOrdersScope(actor: Actor, clientId: number): ClientOrdersScope {
  const scope = orderScopeKey(actor);
  if (scope.kind === 'all') return { kind: 'client', id: clientId };
  return scope.kind === 'client' || scope.kind === 'organization' ? scope : { kind: 'none' };
}

/** The condition for a scope; undefined is no condition (every order). */
export function orderScopeCondition(
  scope: OrderScopeKey | { kind: OrderOwnerScope['kind']; id: Placeholder },
): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'organization':
      return eq(orders.organizationId, scope.id);
    case 'client':
      return eq(orders.clientId, scope.id);
    case 'driver': {
      const held = eq(orders.driverId, scope.id);
      return scope.open ? or(held, and(eq(orders.status, 'confirmed'), isNull(orders.driverId))) : held;
    }
    case 'none':
      return sql`false`;
  }
}

/** The orders a list may show this actor, as a condition on `orders` (undefined: all of them). */
export const orderScope = (actor: Actor): SQL | undefined => orderScopeCondition(orderScopeKey(actor));
