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

export function createdContent(
  order: OrderRow,
  options: {
    recordedLate?: boolean;
    pieces?: readonly { seq: number; kind: string; temperatureClass: string | null; label: string }[];
  } = {},
) {
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
    // What travels, piece by piece, with the labels issued: each piece's path starts here.
    ...(options.pieces
      ? {
          pieces: options.pieces.map((p) => ({
            seq: p.seq,
            kind: p.kind,
            label: p.label,
            ...(p.temperatureClass ? { temperatureClass: p.temperatureClass } : {}),
          })),
        }
      : {}),
    // An order booked before the ledger existed gets its creation entry at its next change.
    ...(options.recordedLate ? { recordedLate: true } : {}),
  };
}

/**
 * The proof as the ledger commits to it: the signature by its hash and size. The ID digits are not
 * in the ledger: they are kept beside the images, encrypted (AES-GCM authenticates them), because
 * a ledger entry can never be rewritten and so could never be sealed again under a new key.
 */
export function proofContent(proof: Partial<ProofInput>) {
  const image = proof.signature ? signatureBytes(proof.signature) : null;
  return {
    name: proof.name,
    ...(proof.idType ? { idType: proof.idType } : {}),
    ...(image ? { signatureSha256: sha256Hex(image), signatureBytes: image.length } : {}),
    // A typed signature is committed as such, with the name typed and the attestation.
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
    // A step with only a reading or a photo records them in entries of their own.
    ...(step.proof?.name ? { proof: proofContent(step.proof) } : {}),
  };
}

/**
 * Proof taken offline: the phone's moment of capture and the server's moment of receipt,
 * both committed to. Nothing is added for proof sent at once, so earlier entries hash as before.
 */
export function capturedTimes(proof: { capturedAt?: string | undefined } | undefined, receivedAt?: Date) {
  if (!proof?.capturedAt || !receivedAt) return {};
  return { capturedAt: new Date(proof.capturedAt).toISOString(), receivedAt: receivedAt.toISOString() };
}
