/**
 * The per-object answers (decision 023): one named function over (actor, object) for
 * each question a route or service asks about one object. They answer yes or no; the caller
 * decides whether a no is a 403 or a 404 (where even the object's existence must not leak), so
 * each route keeps its answers. The role-level question (may this role do this at all) is
 * permissions.ts's.
 */
import type { SessionUser } from '@domain/auth';
import type { OrganizationRole } from '@domain/enums';
import { hasPermission } from './permissions';

/** What these questions read of the actor: the session user, or the parts a service keeps. */
export type Actor = Pick<SessionUser, 'id' | 'role'> &
  Partial<Pick<SessionUser, 'driverId' | 'driverApproval' | 'organizationId' | 'organizationRole'>>;

export interface OrderParties {
  clientId: number;
  /**
   * The organisation the order belongs to. Absent or null (an order written outside booking, or a
   * caller that only asks about drivers): the order is its client's alone, never wider.
   */
  organizationId?: number | null;
  driverId: number | null;
}

/** The organisation roles that see its orders; the receiving desk does not. */
export const SEES_ORDERS: readonly OrganizationRole[] = ['owner', 'booker', 'viewer'];
/** The organisation roles that act on its orders (book, pay, cancel, message, rate). */
const ACTS_ON_ORDERS: readonly OrganizationRole[] = ['owner', 'booker'];

/**
 * The order is the client's organisation's: the client is a member of the organisation that owns
 * it. An order with no organisation recorded belongs to its client alone.
 */
export function isOrganizationOrder(
  actor: Actor,
  order: { clientId: number; organizationId?: number | null },
) {
  if (actor.role !== 'client') return false;
  if (order.organizationId == null) return order.clientId === actor.id;
  return actor.organizationId != null && order.organizationId === actor.organizationId;
}

/** A member of the order's organisation whose role there is one of `roles`. */
type OwnedByClient = Pick<OrderParties, 'clientId' | 'organizationId'>;

function memberWith(actor: Actor, order: OwnedByClient, roles: readonly OrganizationRole[]) {
  return (
    !!actor.organizationRole && roles.includes(actor.organizationRole) && isOrganizationOrder(actor, order)
  );
}

/**
 * The contract's visibility of an order (`read:order:*`): a client the orders of its
 * organisation (unless it is the receiving desk), a driver its jobs and the open ones, admin all.
 */
export function canReadOrder(actor: Actor, order: OrderParties & { status: string }): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'client') return memberWith(actor, order, SEES_ORDERS);
  if (actor.driverId === undefined) return false;
  if (order.driverId === actor.driverId) return true;
  // Open jobs are for approved drivers only: a pending one sees none.
  return actor.driverApproval === 'approved' && order.status === 'confirmed' && order.driverId === null;
}

/**
 * The people of the order: its organisation's members who see its orders, its assigned driver,
 * and admins (who act for dispatch).
 */
export function isOrderParty(actor: Actor, order: OrderParties): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'client') return memberWith(actor, order, SEES_ORDERS);
  return isAssignedDriver(actor, order);
}

/**
 * Acts on the order for its client (cancels, pays, writes in its conversation, rates): its
 * organisation's owners and bookers, never a viewer.
 */
export function actsForOrderClient(actor: Actor, order: OwnedByClient): boolean {
  return actor.role === 'client' && memberWith(actor, order, ACTS_ON_ORDERS);
}

/** The driver dispatch assigned to this order (its job), and no one else. */
export function isAssignedDriver(actor: Actor, order: { driverId: number | null }): boolean {
  return actor.role === 'driver' && actor.driverId !== undefined && order.driverId === actor.driverId;
}

/** Runs the job (`update:order-status:assigned`, location, decline): its assigned driver only. */
export function canRunJob(actor: Actor, order: { driverId: number | null }): boolean {
  return isAssignedDriver(actor, order);
}

/**
 * Takes part in the order's conversation: its parties, a client only as an owner or booker
 * (whether the chat is open is the domain's).
 */
export function canMessage(actor: Actor, order: OrderParties): boolean {
  return actor.role === 'client' ? actsForOrderClient(actor, order) : isOrderParty(actor, order);
}

/** Rates the order: an owner or booker of its organisation, or its assigned driver (admins do not rate). */
export function canRateOrder(actor: Actor, order: OrderParties): boolean {
  if (actor.role === 'client') return actsForOrderClient(actor, order);
  return actor.role !== 'admin' && isOrderParty(actor, order);
}

/**
 * Reads or changes a client-owned record (a standing order, an address book entry, an order's
 * payment): the client it belongs to, or dispatch; a record that names its organisation (an
 * order's) is every member's of that organisation. Which of read, update and delete one may do is the
 * role's permission, asked first.
 */
export function ownsClientRecord(
  actor: Actor,
  record: { clientId: number; organizationId?: number | null },
): boolean {
  return actor.role === 'admin' || isOrganizationOrder(actor, record);
}

/** A client's own figures and order lists (`read:client-stats:own`), or any client's for dispatch. */
export function canReadClient(actor: Actor, clientId: number): boolean {
  return actor.role === 'admin' || (actor.role === 'client' && actor.id === clientId);
}

/** A driver's own figures and jobs (`read:driver-stats:own`), or any driver's for dispatch. */
export function canReadDriver(actor: Actor, driverId: number): boolean {
  return actor.role === 'admin' || (actor.role === 'driver' && actor.driverId === driverId);
}

/**
 * Reads an organisation's invoices and its statement (`read:invoice:own,any`): its owner, or
 * billing staff and dispatch, who hold `read:invoice:any`. A booker or viewer holds no invoice
 * permission (MEMBER_PERMISSIONS), so it never reaches this question.
 */
export function canReadInvoices(actor: Actor, organizationId: number): boolean {
  if (actor.role === 'admin' || actor.role === 'billing') return true;
  return (
    actor.role === 'client' && actor.organizationRole === 'owner' && actor.organizationId === organizationId
  );
}

/** A driver's pay (rules applied, settlements): the driver's own, or anyone's for pay staff. */
export function canReadSettlement(actor: Actor, driverId: number): boolean {
  if (hasPermission(actor, 'read:settlement:any')) return true;
  return (
    actor.role === 'driver' && actor.driverId === driverId && hasPermission(actor, 'read:settlement:own')
  );
}
