/**
 * The medical-grade checks and records of a driver's step (decision 011), called by
 * changeOrderStatus: the label scan must be this order's, a cold-chain hand-over needs a reading
 * and a photo-proof delivery a photo (409 otherwise, before anything is written). After the step's
 * tracking event exists, each scan, reading and photo becomes its own custody entry, appended just
 * before the step's own entry, so the chain still ends in the entry of the order's status.
 */
import { excursionText, inRange } from '@domain/cold-chain';
import type { CustodyActor, CustodyPosition } from '@domain/custody';
import { displayNumber } from '@domain/display';
import {
  LABEL_MISMATCH,
  medicalRefusal,
  parsePhoto,
  scanMatches,
  type StepProofInput,
} from '@domain/proof-media';
import type { ProofStep } from '@domain/proof';
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';
import { alertAudience, type Offered } from '../../realtime/order-events';
import { sha256Hex } from '../custody/index';
import { capturedTimes } from '../custody/index';
import { appendCustody } from '../custody/index';
import type { PendingWebhook } from '../webhooks/index';

type OrderRow = typeof orders.$inferSelect;

/** Throws the 409 of a step that lacks its medical proof or carries another order's label. */
export function checkMedicalStep(
  order: OrderRow,
  step: ProofStep | undefined,
  proof: StepProofInput | undefined,
  scan: string | undefined,
): void {
  if (scan !== undefined && !scanMatches(scan, displayNumber(order.id))) {
    throw new AppError('LABEL_MISMATCH', `${LABEL_MISMATCH}: expected label ${displayNumber(order.id)}`);
  }
  if (!step) return;
  const refusal = medicalRefusal(order, step, proof);
  if (refusal) throw new AppError('PROOF_MISSING', refusal);
}

/** The reading's verdict; an excursion is accepted and flagged, never refused. */
export function isExcursion(order: OrderRow, step: ProofStep | undefined, proof: StepProofInput | undefined) {
  return (
    step !== undefined &&
    typeof proof?.temperatureC === 'number' &&
    !inRange(order.temperatureClass, proof.temperatureC)
  );
}

interface Evidence {
  order: OrderRow;
  step: ProofStep | undefined;
  proof: StepProofInput | undefined;
  scan: string | undefined;
  at: Date;
  actor: CustodyActor;
  position: CustodyPosition | null;
  trackingEventId: number;
  /** The step's webhooks, queued together by the caller. */
  webhooks: PendingWebhook[];
}

/** Appends one custody entry per scan, reading and photo; returns the excursion alert, if any. */
export async function appendEvidence(tx: Tx, e: Evidence): Promise<string | null> {
  const base = { orderId: e.order.id, at: e.at, actor: e.actor, position: e.position };
  const common = {
    trackingEventId: e.trackingEventId,
    step: e.step ?? null,
    ...capturedTimes(e.proof, e.at),
  };
  if (e.scan !== undefined) {
    await appendCustody(
      tx,
      {
        ...base,
        kind: 'label_scanned',
        content: { ...common, scan: e.scan, label: displayNumber(e.order.id) },
      },
      e.order,
      e.webhooks,
    );
  }
  let alert: string | null = null;
  if (e.step && typeof e.proof?.temperatureC === 'number') {
    const celsius = e.proof.temperatureC;
    const ok = inRange(e.order.temperatureClass, celsius);
    if (!ok) alert = `${excursionText(e.order.temperatureClass, celsius)} (${displayNumber(e.order.id)})`;
    await appendCustody(
      tx,
      {
        ...base,
        kind: ok ? 'temperature_reading' : 'temperature_excursion',
        content: {
          ...common,
          temperatureC: celsius,
          temperatureClass: e.order.temperatureClass,
          inRange: ok,
          ...(ok ? {} : { excursion: excursionText(e.order.temperatureClass, celsius) }),
        },
      },
      e.order,
      e.webhooks,
    );
  }
  if (e.step && e.proof?.photo) {
    const parsed = parsePhoto(e.proof.photo);
    if (!('problem' in parsed)) {
      const bytes = Buffer.from(parsed.base64, 'base64');
      await appendCustody(
        tx,
        {
          ...base,
          kind: 'photo_taken',
          content: {
            ...common,
            photoSha256: sha256Hex(bytes),
            photoBytes: bytes.length,
            mediaType: parsed.type,
          },
        },
        e.order,
        e.webhooks,
      );
    }
  }
  return alert;
}

/** Tells dispatch, the client and the driver holding (or offered) the job of an excursion, on commit. */
export function publishExcursion(
  tx: Tx,
  order: OrderRow,
  tracking: { id: number; createdAt: Date },
  alert: string,
  offered?: Offered,
) {
  const ref = { id: order.id, status: order.status, clientId: order.clientId, driverId: order.driverId };
  return publishEvent(tx, alertAudience(ref, offered), {
    type: 'tracking_update',
    event: {
      id: tracking.id,
      orderId: order.id,
      status: order.status,
      createdAt: tracking.createdAt.toISOString(),
      alert,
    },
  });
}

/** The deadline a hand-over answers to, and whether it was kept, committed with its entry. */
export function deadlineContent(order: OrderRow, to: string, at: Date) {
  const due = to === 'pickup_complete' ? order.pickupBy : to === 'delivered' ? order.deliverBy : null;
  if (!due) return {};
  return { deadline: { due: due.toISOString(), met: at.getTime() <= due.getTime() } };
}
