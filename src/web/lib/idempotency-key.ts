/**
 * A fresh Idempotency-Key for one write the app may have to send again (decision 010). A UUID where
 * the browser offers one (secure contexts), else time and randomness: unique enough per user.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
