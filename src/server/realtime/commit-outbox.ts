/**
 * Events that must go out only once their transaction commits, for a transport that is not part
 * of the database (NATS, decision 026). NOTIFY needs none of this: PostgreSQL holds a
 * notification until commit by itself. Here each transaction of the handle gets a list; publishing
 * inside it appends to the list, and the list is sent when `transaction()` has resolved, that is
 * after COMMIT. A rollback (the callback throws) drops the list; a savepoint (a nested
 * transaction) hands its list up only when it is released, so a rolled-back savepoint's events
 * are dropped with it.
 */
import type { Db, DbOrTx } from '../db/client';

type Send = (payloads: string[]) => void;
type TransactionFn = (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Open transactions (and savepoints) of handles that defer, and the payloads they hold. */
const pending = new WeakMap<object, string[]>();
/** Root handles that defer, and where a commit sends. */
const senders = new WeakMap<object, Send>();

/**
 * Makes every transaction on `db` hold its publishes until commit and then `send` them, in order.
 * Mutates the handle (the same object every repository already holds) and is idempotent.
 */
export function deferPublishesToCommit(db: Db, send: Send): void {
  if (senders.has(db)) return;
  senders.set(db, send);
  wrap(db, (payloads) => {
    if (payloads.length > 0) send(payloads);
  });
}

function wrap(handle: object, onCommit: (payloads: string[]) => void) {
  const target = handle as { transaction: TransactionFn };
  const original = target.transaction.bind(handle);
  target.transaction = (fn, config) => {
    const held: string[] = [];
    return original(async (tx: never) => {
      pending.set(tx as object, held);
      // A savepoint inside this transaction keeps its own list until it is released.
      wrap(tx as object, (payloads) => held.push(...payloads));
      return fn(tx);
    }, config).then((result) => {
      onCommit(held);
      return result;
    });
  };
}

/** Whether a publish on `db` goes anywhere but through the database (held or sent by NATS). */
export const defersPublishes = (db: DbOrTx): boolean => pending.has(db) || senders.has(db);

/**
 * Where a publish on `db` goes: 'held' (appended to its transaction's list, sent on commit),
 * 'sent' (no transaction on a deferring handle: sent now), or 'database' (this handle does not
 * defer: the caller publishes through the database, NOTIFY).
 */
export function holdOrSend(db: DbOrTx, payload: string): 'held' | 'sent' | 'database' {
  const held = pending.get(db);
  if (held) {
    held.push(payload);
    return 'held';
  }
  const send = senders.get(db);
  if (!send) return 'database';
  send([payload]);
  return 'sent';
}
