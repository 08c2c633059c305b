/**
 * The per-object answers (issue 20, decision 023): one named function over (actor, object) for
 * each question a route or service asks about one object. They answer yes or no; the caller
 * decides whether a no is a 403 or a 404 (where even the object's existence must not leak), so
 * each route keeps its answers. The role-level question (may this role do this at all) is
 * permissions.ts's.
 */
import type { SessionUser } from '@domain/auth';

/** What these questions read of the actor: the session user, or the parts a service keeps. */
export type Actor = Pick<SessionUser, 'id' | 'role'> &
  Partial<Pick<SessionUser, 'driverId' | 'driverApproval'>>;

export interface OrderParties {
  clientId: number;
  driverId: number | null;
}

/**
 * The contract's visibility of an order (`read:order:*`): a client its own orders, a driver its
 * jobs and the open ones, admin all.
 */
export function canReadOrder(actor: Actor, order: OrderParties & { status: string }): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'client') return order.clientId === actor.id;
  if (actor.driverId === undefined) return false;
  if (order.driverId === actor.driverId) return true;
  // Open jobs are for approved drivers only (issue 14, finding 7): a pending one sees none.
  return actor.driverApproval === 'approved' && order.status === 'confirmed' && order.driverId === null;
}

/** The people of the order: its client, its assigned driver, and admins (who act for dispatch). */
export function isOrderParty(actor: Actor, order: OrderParties): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'client') return order.clientId === actor.id;
  return isAssignedDriver(actor, order);
}

/** The driver dispatch assigned to this order (its job), and no one else. */
export function isAssignedDriver(actor: Actor, order: { driverId: number | null }): boolean {
  return actor.role === 'driver' && actor.driverId !== undefined && order.driverId === actor.driverId;
}

/** Runs the job (`update:order-status:assigned`, location, decline): its assigned driver only. */
export function canRunJob(actor: Actor, order: { driverId: number | null }): boolean {
  return isAssignedDriver(actor, order);
}

/** Takes part in the order's conversation: its parties (whether the chat is open is the domain's). */
export function canMessage(actor: Actor, order: OrderParties): boolean {
  return isOrderParty(actor, order);
}

/** Rates the order: its client or its assigned driver (admins do not rate). */
export function canRateOrder(actor: Actor, order: OrderParties): boolean {
  return actor.role !== 'admin' && isOrderParty(actor, order);
}

/**
 * Reads or changes a client-owned record (a standing order, a payment, an address book entry):
 * the client it belongs to, or dispatch. Which of read, update and delete dispatch may do is the
 * role's permission, asked first.
 */
export function ownsClientRecord(actor: Actor, record: { clientId: number }): boolean {
  return actor.role === 'admin' || record.clientId === actor.id;
}

/** A client's own figures and order lists (`read:client-stats:own`), or any client's for dispatch. */
export function canReadClient(actor: Actor, clientId: number): boolean {
  return actor.role === 'admin' || (actor.role === 'client' && actor.id === clientId);
}

/** A driver's own figures and jobs (`read:driver-stats:own`), or any driver's for dispatch. */
export function canReadDriver(actor: Actor, driverId: number): boolean {
  return actor.role === 'admin' || (actor.role === 'driver' && actor.driverId === driverId);
}
