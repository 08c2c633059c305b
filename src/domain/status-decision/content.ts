/**
 * What a status entry of the custody ledger commits to (decision 008): the step, its tracking
 * event, the driver who holds the item and the proof taken, with the SHA-256 of the signature
 * image rather than the image itself (the image is kept with the tracking event and re-hashed at
 * every verification). The ID digits are not in the ledger: they are kept beside the images,
 * encrypted, because a ledger entry can never be rewritten and so could never be sealed again.
 */
import type { OrderStatus } from '../enums';
import { SIGNATURE_PREFIX, type ProofInput } from '../proof';
import type { Digest } from './facts';

export function proofContent(proof: Partial<ProofInput>, digest: Digest) {
  const image = proof.signature ? digest(proof.signature.slice(SIGNATURE_PREFIX.length)) : null;
  return {
    name: proof.name,
    ...(proof.idType ? { idType: proof.idType } : {}),
    ...(image ? { signatureSha256: image.sha256, signatureBytes: image.bytes } : {}),
    // A typed signature is committed as such, with the name typed and the attestation.
    ...(proof.signatureMethod === 'typed'
      ? { signatureMethod: 'typed', typedName: proof.typedName ?? null, attested: proof.attested === true }
      : {}),
  };
}

export interface StatusStep {
  from: OrderStatus;
  to: OrderStatus;
  note: string | null;
  trackingEventId?: number | undefined;
  driver?: { id: number; name: string } | undefined;
  proof?: (Partial<ProofInput> & { capturedAt?: string | undefined }) | undefined;
  receivedAt?: Date | undefined;
}

/** The status entry's content; without a tracking event id until the event is written. */
export function statusContent(step: StatusStep, digest: Digest) {
  return {
    from: step.from,
    to: step.to,
    note: step.note,
    ...(step.trackingEventId !== undefined ? { trackingEventId: step.trackingEventId } : {}),
    ...(step.driver ? { driver: step.driver } : {}),
    ...capturedTimes(step.proof, step.receivedAt),
    // A step with only a reading or a photo records them in entries of their own.
    ...(step.proof?.name ? { proof: proofContent(step.proof, digest) } : {}),
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

/** The deadline a hand-over answers to, and whether it was kept. */
export function deadlineContent(
  order: { pickupBy: Date | null; deliverBy: Date | null },
  to: OrderStatus,
  at: Date,
) {
  const due = to === 'pickup_complete' ? order.pickupBy : to === 'delivered' ? order.deliverBy : null;
  if (!due) return {};
  return { deadline: { due: due.toISOString(), met: at.getTime() <= due.getTime() } };
}
