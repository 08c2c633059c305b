/**
 * The access log's entries in group commits (db/group-commit.ts): the reads that finish while a
 * batch commits are written together in the next one, one statement and one commit for all of
 * them, and each read is answered only once its own entry has committed. Every entry takes the
 * same lock (the chain has one end), so one commit per read would line every revealing request up
 * behind one WAL flush each; a batch pays that flush once.
 */
import type { DbOrTx } from '../../db/client';
import { GroupCommit } from '../../db/group-commit';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { insertAccessBatch, type NewAccess } from './repository';

/** The most entries one statement writes; more wait for the next batch. */
const MAX_ENTRIES = 200;

/**
 * Answers a function that resolves once the entry is committed and rejects with the database's
 * error when it could not be. `batchesInFlight` > 1 lets the next batch wait at the database for
 * the chain's lock instead of behind the previous batch's answer.
 */
export function accessLogWriter(db: DbOrTx, batchesInFlight: number) {
  const queue = new GroupCommit<NewAccess, unknown>(
    async (entries) => {
      try {
        await insertAccessBatch(db, entries);
        return entries.map(() => null);
      } catch (error) {
        // The database gone or stuck refuses every entry alike: the whole batch is answered with
        // that failure at once, rather than each entry waiting on a database that cannot answer.
        if (entries.length === 1 || isDatabaseUnavailable(error)) return entries.map(() => error);
        // An entry the database refuses withholds its own read, not the others of its batch:
        // each is tried again on its own.
        const alone = await Promise.allSettled(entries.map((entry) => insertAccessBatch(db, [entry])));
        return alone.map((outcome) => (outcome.status === 'fulfilled' ? null : outcome.reason));
      }
    },
    { maxItems: MAX_ENTRIES, windowMs: 0, maxInFlight: batchesInFlight },
    // Any entry may go in any batch: the chain orders them by the lock, not by reader.
    () => Symbol(),
  );
  return async (entry: NewAccess): Promise<void> => {
    const failure = await queue.submit(entry);
    if (failure !== null) throw failure;
  };
}
