/**
 * The orders' ETA inputs, remembered between position posts so that a post costs no read of its
 * order: a driver on a job posts once a second, and the order's pins, distance, deadline and
 * status change a handful of times over the whole job.
 *
 * Nothing here is trusted. Each entry keeps the digest of the columns it was read with
 * (`etaInputsDigest`), every fix planned from a remembered entry carries that digest, and the
 * position statement stores the fix only while the order row it reads has the same digest; a fix
 * whose order changed meanwhile (a status step, a pin move, a reassignment, an ETA written by
 * another process) comes back `stale`, with nothing written, and is planned again from a fresh
 * read. So no invalidation path has to be complete for the ETA to be right, and the job check is
 * not here at all: it stays per fix, in the statement (decision 063).
 */
import type { EtaOrder } from './eta';

export type EtaInputs = EtaOrder & { digest: string };

/** Enough for every job under way on a busy process; the oldest entries go first past it. */
const MOST_ORDERS = 10_000;

export class EtaInputsCache {
  #entries = new Map<number, EtaInputs>();

  get(orderId: number): EtaInputs | undefined {
    return this.#entries.get(orderId);
  }

  set(orderId: number, inputs: EtaInputs): void {
    this.#entries.delete(orderId);
    this.#entries.set(orderId, inputs);
    if (this.#entries.size > MOST_ORDERS) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(orderId: number): void {
    this.#entries.delete(orderId);
  }
}
