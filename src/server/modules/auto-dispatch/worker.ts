/**
 * Drives auto-dispatch's clock: offers whose time ran out are expired and the next driver asked.
 * Safe with several server processes on one PostgreSQL: each offer is handled in its own
 * transaction that first locks its order with SKIP LOCKED (another process working on that
 * order is left alone) and then re-reads the offer under lock, so one expiry is handled once.
 */
import type { Db } from '../../db/client';
import type { WorkerSpec } from '../../workers';
import { expireOffer } from './dispatch';
import * as repo from './repository';

const BATCH = 20;

/** One pass; `now` is injectable so tests move time without sleeping. Answers offers handled. */
export async function runAutoDispatchTick(db: Db, now: Date = new Date()): Promise<number> {
  const due = await repo.dueOffers(db, now, BATCH);
  let handled = 0;
  for (const hint of due) {
    const done = await db.transaction(async (tx) => {
      if (!(await repo.lockOrder(tx, hint.orderId))) return false;
      const offer = await repo.claimDueOffer(tx, hint.id, now);
      const order = offer && (await repo.findOrderRow(tx, hint.orderId));
      if (!offer || !order) return false;
      await expireOffer(tx, offer, order, now);
      return true;
    });
    if (done) handled++;
  }
  return handled;
}

/**
 * The clock as a worker: a pass at start and every `pollMs` (AUTO_DISPATCH_POLL_MS; 0 turns it
 * off). A database blip leaves the offers open and due, and the next pass takes them.
 */
export function autoDispatchWorker(db: Db, pollMs: number): WorkerSpec {
  return {
    name: 'auto-dispatch',
    intervalMs: pollMs,
    runAtStart: pollMs > 0,
    async run() {
      await runAutoDispatchTick(db);
    },
  };
}
