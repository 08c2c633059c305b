/**
 * Who may see an order, read from the database: the one answer every order sub-resource (custody,
 * tracking, chat, rating, labels, public links) asks. The questions themselves (may this actor
 * read this order, is it one of its parties) are the access policy's (modules/access-policy,
 * decision 023); this module loads the order they are asked about. It sits apart from the orders
 * module so those modules can ask it without importing the orders module.
 */
import type { SessionUser } from '@domain/auth';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { canReadOrder } from '../access-policy/index';
import { findOrderParties } from './repository';

/**
 * The order's parties and status for a sub-resource (tracking, chat, rating), refused exactly like
 * GET /api/orders/{id}: 404 when the viewer may not see it. Pass a transaction to read inside it.
 */
export async function visibleOrder(db: DbOrTx, viewer: SessionUser, orderId: number) {
  const order = await findOrderParties(db, orderId);
  if (!order || !canReadOrder(viewer, order)) throw notFound('Order not found');
  return order;
}
