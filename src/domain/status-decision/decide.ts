/**
 * A status change decided once (decisions 006, 008, 011): from the order as read, the step and its
 * proof, and the clock, either the refusal or the new status with everything the change implies
 * (the columns it stamps, the tracking event, the custody entries, the live frames, the webhook
 * events, the notifications, the audit line). Pure: nothing is read or written here, so every
 * rule of a step can be tested without a database, and the server only writes what it is given.
 */
import { isDriver } from '../capabilities';
import { KIND_OF_ACTION } from '../custody';
import { computeDeadlines } from '../deadlines';
import { inRange } from '../cold-chain';
import { EVENT_OF_STATUS } from '../notifications';
import { nextStatus, type OrderAction } from '../order-state';
import type { ProofStep } from '../proof';
import {
  assigneeRefusal,
  checkPieces,
  proofStepRefusal,
  transitionRefusal,
  type PieceFindings,
} from './checks';
import { deadlineContent, statusContent } from './content';
import { exceptionPhotosOf, medicalEvidence, pieceEvidence, record, type Evidence } from './evidence';
import type { DecidedLiveEvent, Digest, StatusDecision, StatusFacts, StatusOutcome, Stamps } from './facts';

/** The hand-overs: the proof they need is checked, and kept with their tracking event. */
export const PROOF_STEP_OF: Partial<Record<OrderAction, ProofStep>> = {
  complete_pickup: 'pickup',
  complete_delivery: 'delivery',
};

/** The frame that names a driver's arrival on a job, sent before the status frame. */
const EVENT_TYPE: Partial<Record<OrderAction, 'order_assigned' | 'order_accepted'>> = {
  assign: 'order_assigned',
  accept: 'order_accepted',
};

/** Whether a step's hand-over must account for every piece. */
export const checksPieces = (facts: Pick<StatusFacts, 'action' | 'actor' | 'scans' | 'exceptions'>) =>
  // A driver's hand-over accounts for every piece; dispatch moving an order by hand records what
  // it is given and is not held to scans it cannot make.
  PROOF_STEP_OF[facts.action] !== undefined &&
  (isDriver(facts.actor) || facts.scans !== undefined || facts.exceptions !== undefined);

export function decideStatusChange(facts: StatusFacts, digest: Digest): StatusOutcome {
  const { order, action, now } = facts;
  const to = nextStatus(order.status, action, facts.actor.role);
  if (!to) return { refused: transitionRefusal(order, action) };
  const step = PROOF_STEP_OF[action];
  const proofRefused = proofStepRefusal(order, step, facts.proof, facts.scan);
  if (proofRefused) return { refused: proofRefused };
  let findings: PieceFindings | undefined;
  if (step && checksPieces(facts)) {
    const checked = checkPieces(order, facts.pieces ?? [], facts.scans ?? [], facts.exceptions ?? []);
    if ('refused' in checked) return checked;
    findings = checked;
  }
  const proof = step ? facts.proof : undefined;

  const stamps: Stamps = { updatedAt: now };
  const guard: StatusDecision['guard'] = {};
  let heldBy: { id: number; name: string } | undefined;
  if (action === 'assign' || action === 'accept') {
    if (facts.assignee === undefined) throw new Error('assign and accept need the driver');
    const refused = assigneeRefusal(order, facts.assignee);
    if (refused) return { refused };
    guard.unassigned = true;
    stamps.driverId = facts.assignee!.id;
    if (facts.assignee!.id !== order.driverId)
      heldBy = { id: facts.assignee!.id, name: facts.assignee!.name };
  } else if (isDriver(facts.actor)) {
    // A driver moves only its own job; the guard holds even if the caller forgot to check.
    guard.driverId = facts.actor.driverId ?? -1;
  }
  if (action === 'decline_job') {
    // The job goes back to the board; dispatch sees who handed it back and why.
    Object.assign(stamps, {
      driverId: null,
      etaAt: null,
      etaFixAt: null,
      driverDeclineReason: facts.declineReason ?? null,
      driverDeclinedAt: now,
      driverDeclinedBy: order.driverId,
    });
  }
  if (to === 'delivered') stamps.deliveredAt = now;
  if (step && typeof proof?.temperatureC === 'number' && !inRange(order.temperatureClass, proof.temperatureC))
    stamps.temperatureExcursion = true;
  // The clock starts at confirmation: emergency 2 h and express 4 h from now.
  if (to === 'confirmed') Object.assign(stamps, computeDeadlines(order, now));

  const exceptionPhotos = exceptionPhotosOf(findings);
  const kept = proof || exceptionPhotos ? { ...proof, ...(exceptionPhotos && { exceptionPhotos }) } : null;
  const evidence: Evidence = { custodyEntries: [], webhookEvents: [] };
  const excursion = medicalEvidence(evidence, { order, step, proof, scan: facts.scan, now, digest });
  const pieces = step && findings ? pieceEvidence(evidence, { order, step, findings, now, digest }) : null;
  const note = facts.note ?? null;
  record(evidence, {
    kind: KIND_OF_ACTION[action],
    content: {
      ...statusContent({ from: order.status, to, note, driver: heldBy, proof, receivedAt: now }, digest),
      ...deadlineContent(order, to, now),
    },
  });
  evidence.webhookEvents.push({
    event: 'order.status_changed',
    data: { previousStatus: order.status, status: to },
  });

  const eventType = EVENT_TYPE[action];
  const events: DecidedLiveEvent[] = [
    { kind: 'order', type: eventType ?? 'order_status_update' },
    ...(eventType ? [{ kind: 'order' as const, type: 'order_status_update' as const }] : []),
    { kind: 'tracking' },
    ...(excursion ? [{ kind: 'alert' as const, alert: excursion }] : []),
    ...(pieces ? [{ kind: 'alert' as const, alert: pieces.alert, alertTitle: 'Piece exception' }] : []),
  ];
  const notification = EVENT_OF_STATUS[to];
  return {
    status: to,
    step,
    stamps,
    guard,
    tracking: { note, location: facts.location ?? null, proof: kept },
    ...evidence,
    discrepancy: step && pieces ? { source: step, exceptions: pieces.discrepancy } : null,
    events,
    notifications: notification ? [{ event: notification, action }] : [],
    auditLines: facts.audited ? [auditLine(facts, to)] : [],
    learnsDeliveryPoint: facts.location !== undefined && to === 'delivered',
  };
}

/** The audit line of a change made through a route: a job handed back keeps its reason. */
function auditLine(facts: StatusFacts, to: string) {
  if (facts.action === 'decline_job')
    return {
      action: 'order_decline_job',
      details: { driverId: facts.actor.driverId, from: facts.order.status, reason: facts.declineReason },
    };
  return { action: `order_${facts.action}`, details: { from: facts.order.status, to } };
}
