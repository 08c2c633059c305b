/**
 * Proof taken offline: the driver's phone keeps the moment a signature, photo or
 * reading was taken (`proof.capturedAt`) and sends it when the network returns, minutes or hours
 * later. The custody ledger records both that moment and the server's own (`receivedAt`), so a
 * hand-over made in a basement is dated when it happened and still shows when the server learnt of
 * it. The phone's clock is not trusted blindly: a capture time is plausible only between the moment
 * the job became this driver's and now (allowing the phone's clock a little drift), and never older
 * than a day, the longest an outbox keeps an action (decision 015).
 */

/** How far ahead of the server's clock a phone's clock may run. */
export const CAPTURE_MAX_AHEAD_MS = 2 * 60_000;
/** The oldest capture accepted: an action queued longer than this is stale (decision 015). */
export const CAPTURE_MAX_AGE_MS = 24 * 3_600_000;

/**
 * Why a capture time is refused, or null. `heldSince` is when the job became this driver's: no
 * proof of its hand-over can have been taken before.
 */
export function capturedAtProblem(capturedAt: Date, now: Date, heldSince: Date): string | null {
  const at = capturedAt.getTime();
  if (at - now.getTime() > CAPTURE_MAX_AHEAD_MS) return 'proof.capturedAt is in the future';
  if (now.getTime() - at > CAPTURE_MAX_AGE_MS) return 'proof.capturedAt is more than 24 hours old';
  if (at < heldSince.getTime() - CAPTURE_MAX_AHEAD_MS) {
    return 'proof.capturedAt is before this job was assigned to you';
  }
  return null;
}
