/**
 * Who may see an order and who takes part in it: the one answer every order sub-resource (custody,
 * tracking, chat, rating, labels, public links) asks. It sits apart from the orders module so those
 * modules can ask it without importing the orders module, which itself uses several of them.
 */
import type { SessionUser } from '@domain/auth';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { findOrderParties } from './repository';

/** The contract's visibility: a client its own orders, a driver its jobs and open ones, admin all. */
export function canView(
  viewer: SessionUser,
  order: { clientId: number; driverId: number | null; status: string },
) {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'client') return order.clientId === viewer.id;
  if (viewer.driverId === undefined) return false;
  if (order.driverId === viewer.driverId) return true;
  // Open jobs are for approved drivers only (issue 14, finding 7): a pending one sees none.
  return viewer.driverApproval === 'approved' && order.status === 'confirmed' && order.driverId === null;
}

/** The people of the order: its client, its assigned driver, and admins (who act for dispatch). */
export function isParty(viewer: SessionUser, order: { clientId: number; driverId: number | null }) {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'client') return order.clientId === viewer.id;
  return viewer.driverId !== undefined && order.driverId === viewer.driverId;
}

/**
 * The order's parties and status for a sub-resource (tracking, chat, rating), refused exactly like
 * GET /api/orders/{id}: 404 when the viewer may not see it. Pass a transaction to read inside it.
 */
export async function visibleOrder(db: DbOrTx, viewer: SessionUser, orderId: number) {
  const order = await findOrderParties(db, orderId);
  if (!order || !canView(viewer, order)) throw notFound('Order not found');
  return order;
}
