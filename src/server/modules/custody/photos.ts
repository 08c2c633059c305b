/**
 * Photos in the custody chain (issue 18): a photo_taken entry commits to the SHA-256 of the image,
 * which is kept with the step's tracking event; reading the chain re-hashes each image, so a
 * replaced or missing photo breaks verification just as a replaced signature does.
 */
import type { CustodyVerification } from '@domain/custody';
import { parsePhoto } from '@domain/proof-media';
import { sha256Hex } from './hashing';

interface PhotoEntry {
  seq: number;
  kind: string;
  content: Record<string, unknown>;
}

/** The stored photo data URL of an entry, if it is a photo entry and the image is found. */
export function storedPhoto(entry: PhotoEntry, proofs: Map<number, unknown>): string | null {
  if (entry.kind !== 'photo_taken') return null;
  const id = entry.content.trackingEventId;
  const proof = typeof id === 'number' ? proofs.get(id) : undefined;
  const photo = proof && typeof proof === 'object' ? (proof as Record<string, unknown>).photo : undefined;
  return typeof photo === 'string' ? photo : null;
}

/** The verification, broken at the first photo whose image is missing or not the one committed. */
export function verifyPhotos(
  entries: readonly PhotoEntry[],
  proofs: Map<number, unknown>,
  verification: CustodyVerification,
): CustodyVerification {
  if (!verification.valid) return verification;
  for (const entry of entries) {
    if (entry.kind !== 'photo_taken') continue;
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
