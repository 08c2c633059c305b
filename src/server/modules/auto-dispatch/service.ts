/** The admin's side of auto-dispatch: its rules, the escalated orders, and one order's log. */
import type {
  AutoDispatchSettings,
  AutoDispatchSettingsResponse,
  EscalationResponse,
  OrderAutoDispatchResponse,
} from '@domain/auto-dispatch';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { offerBacklog } from './dispatch';
import * as repo from './repository';

export async function getSettings(db: Db): Promise<AutoDispatchSettingsResponse> {
  const { updatedAt, ...settings } = await repo.readSettings(db);
  return { ...settings, updatedAt: updatedAt?.toISOString() ?? null };
}

export async function putSettings(
  db: Db,
  actor: { userId: number; ipAddress: string | null },
  input: AutoDispatchSettings,
): Promise<AutoDispatchSettingsResponse> {
  const switchedOn = await db.transaction(async (tx) => {
    const { updatedAt: _, ...before } = await repo.readSettings(tx);
    await repo.writeSettings(tx, input, actor.userId, new Date());
    await recordAudit(tx, {
      action: 'auto_dispatch_settings',
      actorUserId: actor.userId,
      ipAddress: actor.ipAddress,
      details: { from: before, to: input },
    });
    return input.enabled && !before.enabled;
  });
  // Orders confirmed while it was off wait no longer (after commit: each offer is its own write).
  if (switchedOn) await offerBacklog(db, new Date());
  return getSettings(db);
}

export async function listEscalations(db: Db): Promise<EscalationResponse[]> {
  return (await repo.listEscalations(db)).map((row) => ({
    orderId: row.orderId,
    reason: row.reason,
    escalatedAt: row.escalatedAt.toISOString(),
  }));
}

export async function orderAutoDispatch(db: Db, orderId: number): Promise<OrderAutoDispatchResponse> {
  if (!(await repo.findOrderRow(db, orderId))) throw notFound('Order not found');
  const [offer, escalation, log] = await Promise.all([
    repo.openOfferOf(db, orderId),
    repo.findEscalation(db, orderId),
    repo.listLog(db, orderId),
  ]);
  return {
    orderId,
    openOffer: offer
      ? {
          driverId: offer.driverId,
          driverName: await repo.driverLabel(db, offer.driverId),
          expiresAt: offer.expiresAt.toISOString(),
        }
      : null,
    escalation: escalation
      ? { orderId, reason: escalation.reason, escalatedAt: escalation.escalatedAt.toISOString() }
      : null,
    log: log.map(({ log: entry, firstName, lastName }) => ({
      id: entry.id,
      kind: entry.kind,
      driverId: entry.driverId,
      driverName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      distance: entry.distanceMiles,
      message: entry.message,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
