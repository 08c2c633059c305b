/**
 * Who may use the receiving desk. Dispatch may, for every order. A client may only as a member
 * with a desk role (receiving staff or an owner, domain/receiving-sites.ts) of the order's
 * delivery organisation, the receiving site the booker chose and the server recorded. The booking
 * organisation's members are not the desk: they see the order, and cannot check it in.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { isClient, isDispatch } from '@domain/capabilities';
import { isReceivingDeskRole } from '@domain/receiving-sites';
import { orders } from '../../db/schema/index';

interface ReceivedOrder {
  deliveryOrganizationId: number | null;
}

type DeskActor = Pick<SessionUser, 'role' | 'organizationId' | 'organizationRole'>;

/** The receiving organisation whose desk the actor works, or null. */
export function deskOrganizationOf(user: DeskActor): number | null {
  if (!isClient(user) || user.organizationId == null) return null;
  return isReceivingDeskRole(user.organizationRole) ? user.organizationId : null;
}

export function canCheckIn(user: DeskActor, order: ReceivedOrder): boolean {
  if (isDispatch(user)) return true;
  const desk = deskOrganizationOf(user);
  return desk !== null && order.deliveryOrganizationId === desk;
}

/**
 * Which inbound orders the actor sees, as a condition on `orders`: every one (dispatch:
 * undefined), those delivered to its organisation (its desk), or none at all (null: refused).
 */
export function inboundScope(user: DeskActor): { where: SQL | undefined } | null {
  if (isDispatch(user)) return { where: undefined };
  const desk = deskOrganizationOf(user);
  return desk === null ? null : { where: eq(orders.deliveryOrganizationId, desk) };
}
