/**
 * Drives auto-dispatch's clock: offers whose time ran out are expired and the next driver asked.
 * Safe with several server processes on one PostgreSQL: each offer is handled in its own
 * transaction that first locks its order with SKIP LOCKED (another process working on that
 * order is left alone) and then re-reads the offer under lock, so one expiry is handled once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
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

export interface AutoDispatchWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
}

/** Starts polling (timers unref'd: they never keep the process up); the answer stops it. */
export function startAutoDispatchWorker(options: AutoDispatchWorkerOptions): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    while (!stopped) {
      try {
        await runAutoDispatchTick(options.db);
      } catch (error) {
        // A database blip: the offers stay open and due, and the next poll takes them.
        if (!stopped) options.log.warn({ err: error }, 'auto-dispatch worker: poll failed');
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, options.pollMs).unref();
      });
    }
  };
  const running = loop();
  return async () => {
    stopped = true;
    // Closing does not wait out the pause between polls, only a pass in hand.
    clearTimeout(timer);
    wake?.();
    await running;
  };
}
