/**
 * The one way an order's status changes, whoever changes it (decisions 006, 008): the facts are
 * read, decideStatusChange (src/domain/status-decision) answers the refusal or the change with
 * everything it implies, and this writes that answer in the caller's transaction: a conditional
 * UPDATE applies it only if nobody changed the order in between (so of two racing drivers exactly
 * one wins), then the tracking event, the custody entries, the driver's availability, and the side
 * effects (writeEffects). The caller has already checked that the actor may see this order. A
 * refusal throws before anything is written; the caller's transaction rolls back whatever was.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { decideStatusChange, type StatusDecision } from '@domain/status-decision/index';
import { sealProof } from '../../encryption/proof-fields';
import type { Tx } from '../../db/client';
import { orders, trackingEvents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { appendCustody, nodeDigest, type CustodyActor } from '../custody/index';
import { insertDiscrepancy } from '../pieces/index';
import type { PendingWebhook } from '../webhooks/index';
import { updateDriverAvailability } from './driver-availability';
import { writeEffects } from './effects';
import { loadFacts } from './load-facts';
import type { StatusChange } from './types';

type OrderRow = typeof orders.$inferSelect;

export async function changeOrderStatus(tx: Tx, change: StatusChange) {
  const before =
    change.before ?? (await tx.select().from(orders).where(eq(orders.id, change.orderId)).limit(1))[0];
  if (!before) throw new AppError('CONFLICT', 'This order no longer exists');
  const now = new Date();
  const facts = await loadFacts(tx, before, change, now);
  const decision = decideStatusChange(facts, nodeDigest);
  if ('refused' in decision) {
    const { code, message, details } = decision.refused;
    throw new AppError(code, message, details);
  }

  const guards: SQL[] = [eq(orders.id, before.id), eq(orders.status, before.status)];
  if (decision.guard.unassigned) guards.push(isNull(orders.driverId));
  if (decision.guard.driverId !== undefined) guards.push(eq(orders.driverId, decision.guard.driverId));
  const [after] = await tx
    .update(orders)
    .set({ status: decision.status, ...decision.stamps })
    .where(and(...guards))
    .returning();
  if (!after)
    throw new AppError(
      change.race?.code ?? 'CONCURRENT_CHANGE',
      change.race?.message ?? 'This order was just changed by someone else. Refresh and try again.',
    );

  const kept = decision.tracking.proof;
  const [tracking] = await tx
    .insert(trackingEvents)
    .values({
      orderId: after.id,
      status: decision.status,
      actorUserId: change.actor.userId,
      note: decision.tracking.note,
      latitude: decision.tracking.location ? String(decision.tracking.location.latitude) : null,
      longitude: decision.tracking.location ? String(decision.tracking.location.longitude) : null,
      // The images and ID digits are sealed at rest; the ledger commits to the plain proof.
      proof: kept ? sealProof(kept, after.id) : null,
      createdAt: now,
    })
    // Not the proof: a signature image need not travel back.
    .returning({ id: trackingEvents.id, status: trackingEvents.status, createdAt: trackingEvents.createdAt });
  const webhooks = await appendEntries(tx, decision, after, facts.custodyActor, tracking!.id, now);

  const driver = await updateDriverAvailability(tx, before.driverId, after.driverId, decision.status);
  const { addressLearningFailed } = await writeEffects(tx, {
    change,
    decision,
    before,
    after,
    tracking: tracking!,
    webhooks,
    now,
  });
  return { before, order: after, tracking: tracking!, driver, addressLearningFailed };
}

/**
 * The decided custody entries, sealed in order (the status entry last, so the chain ends in the
 * entry of the order's status), and the discrepancy a piece exception opens. Answers the change's
 * webhooks in the order they were raised, each custody entry's with its seq and hash.
 */
async function appendEntries(
  tx: Tx,
  decision: StatusDecision,
  after: OrderRow,
  actor: CustodyActor,
  trackingEventId: number,
  at: Date,
): Promise<PendingWebhook[]> {
  const position = decision.tracking.location;
  const sealed: Record<string, unknown>[] = [];
  for (const entry of decision.custodyEntries) {
    const content = { ...entry.content, trackingEventId };
    const row = await appendCustody(
      tx,
      { orderId: after.id, kind: entry.kind, at, actor, position, content },
      after,
      [],
    );
    sealed.push({ seq: row.seq, kind: entry.kind, at, hash: row.hash });
  }
  const discrepancy = decision.discrepancy
    ? await insertDiscrepancy(tx, {
        orderId: after.id,
        source: decision.discrepancy.source,
        missing: [],
        unexpected: [],
        exceptions: decision.discrepancy.exceptions,
        openedBy: actor.id,
        openedAt: at,
      })
    : null;
  return decision.webhookEvents.map((webhook): PendingWebhook => {
    if (webhook.event === 'custody.entry')
      return { event: webhook.event, order: after, data: sealed[webhook.entry]! };
    if (webhook.event === 'order.discrepancy')
      return {
        event: webhook.event,
        order: after,
        data: { discrepancyId: discrepancy!.id, ...webhook.data },
      };
    return { event: webhook.event, order: after, data: webhook.data };
  });
}
