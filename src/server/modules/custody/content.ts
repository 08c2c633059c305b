/**
 * What each kind of custody entry records (decision 008). The creation entry commits to what was
 * handed over and between whom; each status entry to the step, its tracking event, the driver who
 * holds the item and the proof taken, with the SHA-256 of the signature image rather than the
 * image itself (the image is kept with the tracking event and re-hashed at every verification).
 */
import { displayNumber } from '@domain/display';
import type { OrderStatus } from '@domain/enums';
import type { ProofInput } from '@domain/proof';
import type { orders } from '../../db/schema/index';
import { sha256Hex, signatureBytes } from './hashing';

type OrderRow = typeof orders.$inferSelect;

export function createdContent(order: OrderRow, options: { recordedLate?: boolean } = {}) {
  return {
    displayNumber: displayNumber(order.id),
    serviceType: order.serviceType,
    priority: order.priority,
    itemDescription: order.itemDescription,
    pickup: { address: order.pickupAddress, contactName: order.pickupContactName },
    delivery: { address: order.deliveryAddress, contactName: order.deliveryContactName },
    requiresSignature: order.requiresSignature,
    requiresId: order.requiresId,
    totalCost: order.totalCost,
    scheduledDate: order.scheduledDate ? order.scheduledDate.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    // An order booked before the ledger existed gets its creation entry at its next change.
    ...(options.recordedLate ? { recordedLate: true } : {}),
  };
}

/** The proof as the ledger commits to it: the signature by its hash and size. */
export function proofContent(proof: Partial<ProofInput>) {
  const image = proof.signature ? signatureBytes(proof.signature) : null;
  return {
    name: proof.name,
    ...(proof.idType ? { idType: proof.idType } : {}),
    ...(proof.idLast4 ? { idLast4: proof.idLast4 } : {}),
    ...(image ? { signatureSha256: sha256Hex(image), signatureBytes: image.length } : {}),
    // Issue 15: a typed signature is committed as such, with the name typed and the attestation.
    ...(proof.signatureMethod === 'typed'
      ? { signatureMethod: 'typed', typedName: proof.typedName ?? null, attested: proof.attested === true }
      : {}),
  };
}

export function statusContent(step: {
  from: OrderStatus;
  to: OrderStatus;
  note: string | null;
  trackingEventId: number;
  driver?: { id: number; name: string } | undefined;
  proof?: (Partial<ProofInput> & { capturedAt?: string | undefined }) | undefined;
  receivedAt?: Date | undefined;
}) {
  return {
    from: step.from,
    to: step.to,
    note: step.note,
    trackingEventId: step.trackingEventId,
    ...(step.driver ? { driver: step.driver } : {}),
    ...capturedTimes(step.proof, step.receivedAt),
    // A step with only a reading or a photo (issue 18) records them in entries of their own.
    ...(step.proof?.name ? { proof: proofContent(step.proof) } : {}),
  };
}

/**
 * Proof taken offline (issue 21): the phone's moment of capture and the server's moment of receipt,
 * both committed to. Nothing is added for proof sent at once, so earlier entries hash as before.
 */
export function capturedTimes(proof: { capturedAt?: string | undefined } | undefined, receivedAt?: Date) {
  if (!proof?.capturedAt || !receivedAt) return {};
  return { capturedAt: new Date(proof.capturedAt).toISOString(), receivedAt: receivedAt.toISOString() };
}
