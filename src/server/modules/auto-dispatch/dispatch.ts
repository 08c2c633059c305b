/**
 * Auto-dispatch decisions (decision 019): offer a confirmed order to the eligible
 * driver whose route in dispatch's day plan holds it (decision 041), else to the nearest one, move on when it declines or lets the offer run out, and hand the order to a
 * dispatcher with the reason when nobody is left or the offer limit is reached. Every function
 * runs inside the caller's transaction, with the order row already locked by it (the status
 * change's UPDATE, or lockOrder in the worker), and logs what it decided.
 */
import { escalationReason, type AutoDispatchSettings } from '@domain/auto-dispatch';
import { jobFit } from '@domain/driver-capabilities';
import { haversineMiles } from '@domain/geo';
import type { Db, Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { publishEvent } from '../../realtime/event-bus';
import * as repo from './repository';

type OrderRow = typeof orders.$inferSelect;

/** Frames about dispatch itself belong to no client. */
const NO_CLIENT = 0;

/** The nearest candidate to the pickup, by straight-line miles (ties: the older driver record). */
export function nearest(candidates: repo.Candidate[], pickup: { latitude: number; longitude: number }) {
  let best: { candidate: repo.Candidate; miles: number } | undefined;
  for (const candidate of candidates) {
    const miles = haversineMiles(candidate, pickup);
    if (!best || miles < best.miles || (miles === best.miles && candidate.id < best.candidate.id))
      best = { candidate, miles };
  }
  return best;
}

/** Offers the order to the next driver, or escalates it. The order is confirmed with no driver. */
export async function offerNext(tx: Tx, order: OrderRow, settings: AutoDispatchSettings, now: Date) {
  const outcomes = await repo.offerOutcomes(tx, order.id);
  if (outcomes.total >= settings.maxOffers)
    return escalate(tx, order.id, escalationReason({ ...outcomes, noneLeft: false }), now);
  const pickup = { latitude: Number(order.pickupLatitude), longitude: Number(order.pickupLongitude) };
  // Cooler, vehicle size and distance: the same rule the assign list and the board use.
  const candidates = (await repo.eligibleDrivers(tx, order, settings.maxActiveJobs)).filter(
    (candidate) =>
      jobFit(candidate, order, haversineMiles(candidate, pickup), settings.maxDistanceMiles) === null,
  );
  // Dispatch's day plan first: the driver whose route holds the order, if still eligible.
  const plannedId = await repo.plannedDriver(tx, order.id);
  const planned = candidates.find((candidate) => candidate.id === plannedId);
  const best = planned
    ? { candidate: planned, miles: haversineMiles(planned, pickup) }
    : nearest(candidates, pickup);
  if (!best) return escalate(tx, order.id, escalationReason({ ...outcomes, noneLeft: true }), now);

  const distance = best.miles.toFixed(1);
  const expiresAt = new Date(now.getTime() + settings.offerTimeoutSeconds * 1000);
  const offer = await repo.insertOffer(tx, {
    orderId: order.id,
    driverId: best.candidate.id,
    distanceMiles: distance,
    offeredAt: now,
    expiresAt,
  });
  // Another process made an offer for this order in between: its offer stands.
  if (!offer) return;
  await repo.appendLog(tx, {
    orderId: order.id,
    kind: 'offered',
    driverId: best.candidate.id,
    distanceMiles: distance,
    message: `Offered to ${best.candidate.name}${planned ? ' (its route in the day plan)' : ''}, ${distance} mi from the pickup, for ${settings.offerTimeoutSeconds} s`,
    createdAt: now,
  });
  await publishOffer(tx, offer);
}

async function escalate(tx: Tx, orderId: number, reason: string, now: Date) {
  await repo.upsertEscalation(tx, orderId, reason, now);
  await repo.appendLog(tx, {
    orderId,
    kind: 'escalated',
    message: `Needs a dispatcher: ${reason}`,
    createdAt: now,
  });
  await publishEvent(
    tx,
    { clientId: NO_CLIENT, driverId: null, openJob: false },
    { type: 'dispatch_escalation', orderId, reason },
  );
}

function publishOffer(tx: Tx, offer: repo.OfferRow) {
  return publishEvent(
    tx,
    { clientId: NO_CLIENT, driverId: offer.driverId, openJob: false },
    {
      type: 'job_offer',
      orderId: offer.orderId,
      driverId: offer.driverId,
      expiresAt: offer.expiresAt.toISOString(),
      open: offer.state === 'open',
    },
  );
}

/**
 * Called by changeOrderStatus after every status change, in its transaction. An order that
 * became open (confirmed by payment or approval, or handed back by its driver) is offered while
 * auto-dispatch is on; an order that stopped being open closes its open offer (accepted by the
 * offered driver, or withdrawn: assigned by dispatch, taken by another driver, cancelled), and
 * an order that is no longer open no longer needs a dispatcher.
 */
export async function afterStatusChange(
  tx: Tx,
  before: { status: string; driverId: number | null },
  after: OrderRow,
  now: Date,
) {
  if (after.status === 'confirmed' && after.driverId === null) {
    const settings = await repo.readSettings(tx);
    if (!settings.enabled) return;
    if (before.driverId !== null) {
      const name = await repo.driverLabel(tx, before.driverId);
      await repo.appendLog(tx, {
        orderId: after.id,
        kind: 'declined',
        driverId: before.driverId,
        message: `Handed back by ${name}`,
        createdAt: now,
      });
    }
    await offerNext(tx, after, settings, now);
    return;
  }
  if (before.status !== 'confirmed') return;
  // Assigned, cancelled: either way it no longer waits for a dispatcher.
  await repo.clearEscalation(tx, after.id);
  const open = await repo.openOfferOf(tx, after.id);
  if (!open) return;
  const accepted = after.status === 'assigned' && after.driverId === open.driverId;
  const closed = await repo.closeOpenOffer(tx, after.id, accepted ? 'accepted' : 'withdrawn', now);
  if (!closed) return;
  const offeredTo = await repo.driverLabel(tx, closed.driverId);
  let message = `Accepted by ${offeredTo}`;
  if (!accepted) {
    const why =
      after.status === 'assigned' && after.driverId !== null
        ? `assigned to ${await repo.driverLabel(tx, after.driverId)}`
        : `order ${after.status.replace(/_/g, ' ')}`;
    message = `Offer to ${offeredTo} withdrawn: ${why}`;
  }
  await repo.appendLog(tx, {
    orderId: after.id,
    kind: accepted ? 'accepted' : 'withdrawn',
    driverId: closed.driverId,
    message,
    createdAt: now,
  });
  await publishOffer(tx, closed);
}

/**
 * The offered driver says no through the decline endpoint: logged with its reason, and the next
 * driver is asked. False when this driver holds no open offer of the order.
 */
export async function declineOffer(
  tx: Tx,
  order: OrderRow,
  driverId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const closed = await repo.closeOpenOffer(tx, order.id, 'declined', now, driverId);
  if (!closed) return false;
  const name = await repo.driverLabel(tx, driverId);
  await repo.appendLog(tx, {
    orderId: order.id,
    kind: 'declined',
    driverId,
    message: `Declined by ${name}: ${reason}`,
    createdAt: now,
  });
  await publishOffer(tx, closed);
  await offerNext(tx, order, await repo.readSettings(tx), now);
  return true;
}

/** At most this many waiting orders are offered at the moment auto-dispatch is switched on. */
export const BACKLOG_LIMIT = 200;

/**
 * Switched on: the orders already confirmed and waiting get offers too, not only those confirmed
 * from now on. Each in its own transaction under the order's lock, so a driver's accept or a
 * dispatcher's assignment meanwhile wins and this one skips it. Answers how many were taken up.
 */
export async function offerBacklog(db: Db, now: Date): Promise<number> {
  let taken = 0;
  for (const orderId of await repo.backlogIds(db, BACKLOG_LIMIT)) {
    taken += await db.transaction(async (tx) => {
      const order = await repo.lockOpenOrder(tx, orderId);
      if (!order || (await repo.openOfferOf(tx, orderId))) return 0;
      const settings = await repo.readSettings(tx);
      if (!settings.enabled) return 0;
      await offerNext(tx, order, settings, now);
      return 1;
    });
  }
  return taken;
}

/** The worker's step for one offer that ran out (claimed under lock by the caller). */
export async function expireOffer(tx: Tx, offer: repo.OfferRow, order: OrderRow, now: Date) {
  const stillOpen = order.status === 'confirmed' && order.driverId === null;
  await repo.closeOpenOffer(tx, order.id, stillOpen ? 'expired' : 'withdrawn', now);
  const name = await repo.driverLabel(tx, offer.driverId);
  await repo.appendLog(tx, {
    orderId: order.id,
    kind: stillOpen ? 'expired' : 'withdrawn',
    driverId: offer.driverId,
    message: stillOpen ? `${name} did not answer in time` : `Offer to ${name} withdrawn`,
    createdAt: now,
  });
  await publishOffer(tx, { ...offer, state: 'expired' });
  // Turned off meanwhile: the order stays on the board for drivers and dispatch, as before.
  const settings = await repo.readSettings(tx);
  if (stillOpen && settings.enabled) await offerNext(tx, order, settings, now);
}
