/**
 * Photos in the custody chain: a photo_taken entry commits to the SHA-256 of the image,
 * which is kept with the step's tracking event; reading the chain re-hashes each image, so a
 * replaced or missing photo breaks verification just as a replaced signature does.
 */
import { redactionsOf, type CustodyVerification } from '@domain/custody';
import { parsePhoto } from '@domain/proof-media';
import { sha256Hex } from './hashing';

interface PhotoEntry {
  seq: number;
  kind: string;
  content: Record<string, unknown>;
}

/** Whether an entry commits to a photo: a photo_taken entry, or a piece exception with its photo. */
const hasPhoto = (entry: PhotoEntry) =>
  entry.kind === 'photo_taken' ||
  (entry.kind === 'piece_exception' && typeof entry.content.photoSha256 === 'string');

/**
 * The stored photo data URL of an entry, if it commits to one and the image is found: the step's
 * photo, or a piece exception's (kept with the step's tracking event by the piece's label).
 */
export function storedPhoto(entry: PhotoEntry, proofs: Map<number, unknown>): string | null {
  if (!hasPhoto(entry)) return null;
  const id = entry.content.trackingEventId;
  const proof = typeof id === 'number' ? proofs.get(id) : undefined;
  const kept = proof && typeof proof === 'object' ? (proof as Record<string, unknown>) : {};
  if (entry.kind === 'photo_taken') return typeof kept.photo === 'string' ? kept.photo : null;
  const byLabel = kept.exceptionPhotos;
  const photo =
    byLabel && typeof byLabel === 'object' && typeof entry.content.piece === 'string'
      ? (byLabel as Record<string, unknown>)[entry.content.piece]
      : undefined;
  return typeof photo === 'string' ? photo : null;
}

/** The verification, broken at the first photo whose image is missing or not the one committed. */
export function verifyPhotos(
  entries: readonly PhotoEntry[],
  proofs: Map<number, unknown>,
  verification: CustodyVerification,
): CustodyVerification {
  if (!verification.valid) return verification;
  const redactions = redactionsOf(entries);
  for (const entry of entries) {
    if (!hasPhoto(entry)) continue;
    // A photo removed under the retention policy is named by the redaction entry (decision 046).
    if (redactions.get(entry.seq)?.media) continue;
    const photo = storedPhoto(entry, proofs);
    const parsed = photo ? parsePhoto(photo) : null;
    const hash = parsed && !('problem' in parsed) ? sha256Hex(Buffer.from(parsed.base64, 'base64')) : null;
    if (hash === null || hash !== entry.content.photoSha256) {
      return {
        ...verification,
        valid: false,
        checked: entry.seq - 1,
        brokenAt: entry.seq,
        problem:
          hash === null
            ? `The photo of entry ${entry.seq} is missing`
            : `The photo of entry ${entry.seq} is not the one that was taken`,
      };
    }
  }
  return verification;
}
