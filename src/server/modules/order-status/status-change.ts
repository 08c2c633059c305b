/**
 * The one way an order's status changes, whoever changes it (the state table; decisions 006, 008):
 * the state machine decides, the hand-over proof is checked, a conditional UPDATE applies it only
 * if nobody changed the order in between (so of two racing drivers exactly one wins), a tracking
 * event records who, when and where (with the proof), the custody ledger gets its entry, the
 * driver's availability follows, and live events go out on commit. Call it inside the caller's
 * transaction; the caller has already checked that the actor may see this order. Any refusal
 * throws before anything is written, and the caller's transaction rolls back whatever was.
 */
import { sealProof } from '../../encryption/proof-fields';
import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { KIND_OF_ACTION } from '@domain/custody';
import { computeDeadlines } from '@domain/deadlines';
import type { Role } from '@domain/enums';
import type { ErrorCode } from '@domain/error-codes';
import type { OrderRef } from '@domain/events';
import { ACTION_LABELS, isOpenJob, nextStatus } from '@domain/order-state';
import type { OrderAction } from '@domain/order-state';
import { proofRefusal, type ProofStep } from '@domain/proof';
import type { StepProofInput } from '@domain/proof-media';
import type { Tx } from '../../db/client';
import { drivers, orders, trackingEvents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { publishEvents } from '../../realtime/event-bus';
import { orderEventMessage, trackingEventMessage } from '../../realtime/order-events';
import { statusContent } from '../custody/index';
import { appendCustody, custodyActor } from '../custody/index';
import { enqueueWebhookEvents, type PendingWebhook } from '../webhooks/index';
import { afterStatusChange as autoDispatchAfter } from '../auto-dispatch/index';
import { openOfferOf } from '../auto-dispatch/index';
import { driverName } from '../custody/index';
import { learnFromHandOver } from '../places/index';
import { enqueueStatusNotifications } from '../notifications/index';
import { checkDriverFitsJob } from './driver-fit';
import {
  appendPieceEvidence,
  checkPieceStep,
  exceptionPhotosOf,
  publishPieceAlert,
  type PieceFindings,
} from './piece-step';
import type { PieceExceptionInput } from '@domain/pieces';
import {
  appendEvidence,
  checkMedicalStep,
  deadlineContent,
  isExcursion,
  publishExcursion,
} from './medical-step';
import { isDriver } from '@domain/capabilities';

export interface StatusActor {
  userId: number;
  role: Role;
  /** The driver record of a driver actor. */
  driverId?: number | undefined;
}

export interface StatusChange {
  orderId: number;
  action: OrderAction;
  actor: StatusActor;
  /** For assign and accept: the driver who takes the job. */
  assignDriverId?: number;
  location?: { latitude: number; longitude: number } | undefined;
  note?: string | undefined;
  /** decline_job: the driver's reason, kept on the order for dispatch only. */
  declineReason?: string | undefined;
  /** The hand-over proof; kept only at the steps that take one (PROOF_STEP_OF). */
  proof?: StepProofInput | undefined;
  /** A driver's label scan: must be this order's, recorded in the custody chain. */
  scan?: string | undefined;
  /** Every piece's label, at Complete Pickup and Delivery (required of a driver there). */
  scans?: readonly string[] | undefined;
  /** Pieces that cannot be scanned, each with its reason and note. */
  exceptions?: readonly PieceExceptionInput[] | undefined;
  /** The refusal when the order moved under our feet (a job already taken, a double tap). */
  race?: { code: ErrorCode; message: string };
  /** The order as the caller just read it in this transaction, so it is not read twice. */
  before?: OrderRow;
  /** The actor's name as its session gave it, for the custody entry. */
  actorName?: string;
}

type OrderRow = typeof orders.$inferSelect;

/** The driver's figures a change moved (a delivery counts; a finished run frees the driver). */
export interface DriverChange {
  status?: (typeof drivers.$inferSelect)['status'];
  totalDeliveries?: number;
}

/** The hand-overs: the proof they need is checked, and stored with their tracking event. */
const PROOF_STEP_OF: Partial<Record<OrderAction, ProofStep>> = {
  complete_pickup: 'pickup',
  complete_delivery: 'delivery',
};

const ACTIVE_JOB_STATUSES = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;
const EVENT_TYPE: Partial<Record<OrderAction, 'order_assigned' | 'order_accepted'>> = {
  assign: 'order_assigned',
  accept: 'order_accepted',
};

const refOf = (row: {
  id: number;
  status: OrderRef['status'];
  clientId: number;
  driverId: number | null;
}): OrderRef => ({
  id: row.id,
  status: row.status,
  clientId: row.clientId,
  driverId: row.driverId,
});

export async function changeOrderStatus(tx: Tx, change: StatusChange) {
  const before =
    change.before ?? (await tx.select().from(orders).where(eq(orders.id, change.orderId)).limit(1))[0];
  if (!before) throw new AppError('CONFLICT', 'This order no longer exists');
  const to = nextStatus(before.status, change.action, change.actor.role);
  if (!to) {
    throw new AppError(
      'ORDER_TRANSITION_NOT_ALLOWED',
      `You cannot ${ACTION_LABELS[change.action]} an order that is ${before.status.replace(/_/g, ' ')}`,
    );
  }

  const proofStep = PROOF_STEP_OF[change.action];
  if (proofStep) {
    const refusal = proofRefusal(before, proofStep, change.proof);
    if (refusal) throw new AppError('PROOF_MISSING', refusal);
  }
  checkMedicalStep(before, proofStep, change.proof, change.scan);
  // A driver's hand-over accounts for every piece; dispatch moving an order by hand records what
  // it is given and is not held to scans it cannot make.
  const pieces: PieceFindings | undefined =
    proofStep && (isDriver(change.actor) || change.scans || change.exceptions)
      ? await checkPieceStep(tx, before, change)
      : undefined;
  const proof = proofStep ? change.proof : undefined;
  const now = new Date();
  const guards: SQL[] = [eq(orders.id, before.id), eq(orders.status, before.status)];
  const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };
  if (change.action === 'assign' || change.action === 'accept') {
    if (change.assignDriverId === undefined) throw new Error('assign and accept need the driver');
    guards.push(isNull(orders.driverId));
    set.driverId = change.assignDriverId;
    await checkDriverFitsJob(tx, before, change.assignDriverId);
  } else if (isDriver(change.actor)) {
    // A driver moves only its own job; the guard holds even if the caller forgot to check.
    guards.push(eq(orders.driverId, change.actor.driverId ?? -1));
  }
  if (change.action === 'decline_job') {
    // The job goes back to the board; dispatch sees who handed it back and why.
    Object.assign(set, {
      driverId: null,
      etaAt: null,
      etaFixAt: null,
      driverDeclineReason: change.declineReason ?? null,
      driverDeclinedAt: now,
      driverDeclinedBy: before.driverId,
    });
  }
  if (to === 'delivered') set.deliveredAt = now;
  if (isExcursion(before, proofStep, proof)) set.temperatureExcursion = true;
  // The clock starts at confirmation: emergency 2 h and express 4 h from now.
  if (to === 'confirmed') Object.assign(set, computeDeadlines(before, now));

  const [after] = await tx
    .update(orders)
    .set(set)
    .where(and(...guards))
    .returning();
  if (!after)
    throw new AppError(
      change.race?.code ?? 'CONCURRENT_CHANGE',
      change.race?.message ?? 'This order was just changed by someone else. Refresh and try again.',
    );

  const exceptionPhotos = exceptionPhotosOf(pieces);
  const kept = proof || exceptionPhotos ? { ...proof, ...(exceptionPhotos && { exceptionPhotos }) } : null;
  const [tracking] = await tx
    .insert(trackingEvents)
    .values({
      orderId: after.id,
      status: to,
      actorUserId: change.actor.userId,
      note: change.note ?? null,
      latitude: change.location ? String(change.location.latitude) : null,
      longitude: change.location ? String(change.location.longitude) : null,
      // The images and ID digits are sealed at rest; the ledger below commits to the plain proof.
      proof: kept ? sealProof(kept, after.id) : null,
      createdAt: now,
    })
    // Not the proof: a signature image need not travel back.
    .returning({ id: trackingEvents.id, status: trackingEvents.status, createdAt: trackingEvents.createdAt });
  const heldBy =
    after.driverId !== null && after.driverId !== before.driverId
      ? { id: after.driverId, name: await holderName(tx, after.driverId, change) }
      : undefined;
  const actor = await custodyActor(tx, change.actor.userId, change.actor.role, change.actorName);
  // The custody entries' webhooks and the status change's, queued together below.
  const webhooks: PendingWebhook[] = [];
  const alert = await appendEvidence(tx, {
    order: after,
    step: proofStep,
    proof,
    scan: change.scan,
    at: now,
    actor,
    position: change.location ?? null,
    trackingEventId: tracking!.id,
    webhooks,
  });
  const pieceAlert =
    pieces && proofStep
      ? await appendPieceEvidence(tx, {
          order: after,
          step: proofStep,
          findings: pieces,
          at: now,
          actor,
          position: change.location ?? null,
          trackingEventId: tracking!.id,
          webhooks,
        })
      : null;
  await appendCustody(
    tx,
    {
      orderId: after.id,
      kind: KIND_OF_ACTION[change.action],
      at: now,
      actor,
      position: change.location ?? null,
      content: {
        ...statusContent({
          from: before.status,
          to,
          note: change.note ?? null,
          trackingEventId: tracking!.id,
          driver: heldBy,
          proof,
          receivedAt: now,
        }),
        ...deadlineContent(after, to, now),
      },
    },
    after,
    webhooks,
  );

  // Where the driver stood at the delivery teaches the address's real point (places). Pickups do
  // not: a driver often completes a pickup from the car park or the next street.
  const addressLearningFailed =
    change.location && to === 'delivered'
      ? await learnFromHandOver(tx, after, 'delivery', change.location, change.actor.userId)
      : null;

  const driver = await updateDriverAvailability(tx, before.driverId, after.driverId, to);
  // Email and SMS for the client and the recipient, written in this transaction.
  await enqueueStatusNotifications(tx, after, change.action);

  // An order that became open is offered to a driver; one taken closes its offer. Before the
  // frames go out: a job offered to one driver is news for that driver only.
  const offeredBefore = isOpenJob(before) ? ((await openOfferOf(tx, before.id))?.driverId ?? null) : null;
  await autoDispatchAfter(tx, before, after, now);
  const offered = {
    before: offeredBefore,
    now: isOpenJob(after) ? ((await openOfferOf(tx, after.id))?.driverId ?? null) : null,
  };
  const ref = refOf(after);
  const beforeRef = refOf(before);
  const eventType = EVENT_TYPE[change.action];
  await publishEvents(tx, [
    orderEventMessage(eventType ?? 'order_status_update', ref, beforeRef, offered),
    ...(eventType ? [orderEventMessage('order_status_update', ref, beforeRef, offered)] : []),
    trackingEventMessage(ref, tracking!, beforeRef, offered),
  ]);
  webhooks.push({
    event: 'order.status_changed',
    order: ref,
    data: { previousStatus: before.status, status: to },
  });
  await enqueueWebhookEvents(tx, webhooks);
  if (alert) await publishExcursion(tx, after, tracking!, alert, offered);
  if (pieceAlert) await publishPieceAlert(tx, after, tracking!, pieceAlert, undefined, offered);
  return { before, order: after, tracking: tracking!, driver, addressLearningFailed };
}

/** The new holder's name: a driver taking a job itself is the actor, whose name is known. */
async function holderName(tx: Tx, driverId: number, change: StatusChange): Promise<string> {
  if (change.actor.driverId === driverId && change.actorName !== undefined) return change.actorName;
  return (await driverName(tx, driverId)) ?? `Driver ${driverId}`;
}

/** Taking a job makes the driver busy; finishing or losing its last job makes it available again. */
async function updateDriverAvailability(
  tx: Tx,
  previousDriverId: number | null,
  driverId: number | null,
  to: string,
): Promise<DriverChange> {
  if (to === 'assigned' && driverId !== null && previousDriverId === null) {
    await tx.update(drivers).set({ status: 'busy' }).where(eq(drivers.id, driverId));
    return { status: 'busy' };
  }
  // A job handed back frees its driver like a cancelled one.
  if (to === 'confirmed' && driverId === null && previousDriverId !== null) driverId = previousDriverId;
  if ((to !== 'delivered' && to !== 'cancelled' && to !== 'confirmed') || driverId === null) return {};
  const change: DriverChange = {};
  if (to === 'delivered') {
    // Also locks the driver's row, so the check below sees any job given to it meanwhile.
    const [counted] = await tx
      .update(drivers)
      .set({ totalDeliveries: sql`${drivers.totalDeliveries} + 1` })
      .where(eq(drivers.id, driverId))
      .returning({ totalDeliveries: drivers.totalDeliveries });
    change.totalDeliveries = counted?.totalDeliveries;
  }
  // Only a busy driver becomes available: an offline one stays off shift; one with another job
  // under way stays busy (checked in the same statement, one round trip).
  const otherJob = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...ACTIVE_JOB_STATUSES])));
  const [freed] = await tx
    .update(drivers)
    .set({ status: 'available' })
    .where(and(eq(drivers.id, driverId), ne(drivers.status, 'offline'), notExists(otherJob)))
    .returning({ status: drivers.status });
  if (freed) change.status = freed.status;
  return change;
}
