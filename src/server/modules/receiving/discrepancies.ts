/**
 * Dispatch's side of discrepancies: the list (open ones by default) and the resolution, which
 * records who resolved it and how, and appends a custody entry to the order's chain in the same
 * transaction (the order row locked, like every append).
 */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import {
  DISCREPANCY_ALREADY_RESOLVED,
  type DiscrepancyResponse,
  type DiscrepancySource,
} from '@domain/discrepancies';
import { displayNumber } from '@domain/display';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { appendCustody, custodyActor } from '../custody/index';
import {
  findDiscrepancy,
  listDiscrepancies,
  resolveDiscrepancy as markResolved,
  type DiscrepancyRow,
} from '../pieces/index';
import { enqueueWebhookEvents, type PendingWebhook } from '../webhooks/index';

const toResponse = (d: DiscrepancyRow): DiscrepancyResponse => ({
  id: d.id,
  orderId: d.orderId,
  displayNumber: displayNumber(d.orderId),
  source: d.source as DiscrepancySource,
  missing: d.missing,
  unexpected: d.unexpected,
  exceptions: d.exceptions.map(({ piece, reason, note }) => ({ piece, reason, note })),
  openedAt: d.openedAt.toISOString(),
  resolvedAt: d.resolvedAt ? d.resolvedAt.toISOString() : null,
  resolution: d.resolution,
});

export async function discrepancies(
  db: Db,
  query: { status: 'open' | 'all'; orderId?: number | undefined },
): Promise<DiscrepancyResponse[]> {
  const rows = await listDiscrepancies(db, {
    ...(query.orderId !== undefined ? { orderId: query.orderId } : {}),
    open: query.status === 'open',
  });
  return rows.map(toResponse);
}

export async function resolve(
  db: Db,
  viewer: SessionUser,
  id: number,
  resolution: string,
): Promise<DiscrepancyResponse> {
  return db.transaction(async (tx) => {
    const found = await findDiscrepancy(tx, id);
    if (!found) throw notFound('Discrepancy not found');
    // Locked: the custody append below is serialised with every other change of the order.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    if (!order) throw notFound('Discrepancy not found');
    const now = new Date();
    const row = await markResolved(tx, id, viewer.id, now, resolution);
    if (!row) throw new AppError('DISCREPANCY_RESOLVED', DISCREPANCY_ALREADY_RESOLVED);
    const actor = await custodyActor(tx, viewer.id, viewer.role, `${viewer.firstName} ${viewer.lastName}`);
    const webhooks: PendingWebhook[] = [];
    await appendCustody(
      tx,
      {
        orderId: order.id,
        kind: 'discrepancy_resolved',
        at: now,
        actor,
        position: null,
        content: { discrepancyId: row.id, source: row.source, resolution },
      },
      order,
      webhooks,
    );
    await enqueueWebhookEvents(tx, webhooks);
    return toResponse(row);
  });
}
