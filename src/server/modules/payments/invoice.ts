/**
 * Dispatch approving an order nobody paid approves it on account: paymentStatus
 * `invoiced`, so no screen calls it paid, and the client can still pay it by card.
 */
import type { Tx } from '../../db/client';
import { recordAudit } from '../audit/index';
import type { MoneyActor } from './refund';
import * as repo from './repository';

export async function invoiceUnpaidOrder(tx: Tx, orderId: number, actor: MoneyActor): Promise<void> {
  const after = await repo.setOrderPaymentStatus(tx, orderId, ['unpaid'], 'invoiced');
  if (!after) return;
  await recordAudit(tx, {
    action: 'payment_status_changed',
    actorUserId: actor.userId,
    entityType: 'order',
    entityId: orderId,
    ipAddress: actor.ip,
    details: { from: 'unpaid', to: 'invoiced', reason: 'approved_on_account' },
  });
}
