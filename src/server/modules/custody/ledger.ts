/**
 * Appending to an order's custody ledger (decision 008). Always inside the transaction of the
 * change it records, after the change has locked the order row (the conditional UPDATE of
 * changeOrderStatus, or the INSERT of a new order): appends for one order are therefore serialised,
 * and the unique (order_id, seq) index is only a backstop.
 */
import { GENESIS_HASH, type CustodyActor, type CustodyActorRole } from '@domain/custody';
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { createdContent } from './content';
import { sealEntry, type NewCustodyEntry } from './hashing';
import * as repo from './repository';
import { enqueueWebhookEvent, type PendingWebhook } from '../webhooks/index';

/** The actor as the ledger keeps it: id, role and the name at the time. */
export async function custodyActor(
  tx: Tx,
  userId: number,
  role: CustodyActorRole,
  knownName?: string,
): Promise<CustodyActor> {
  // The signed-in actor's name came with its session, read by this request: not read again.
  const name = knownName ?? (await repo.userName(tx, userId)) ?? `User ${userId}`;
  return { id: userId, role, name };
}

const SYSTEM: CustodyActor = { id: null, role: 'system', name: 'MedLink' };

/**
 * Appends one entry. An order with no entry yet that is not being created (booked before the
 * ledger existed, or written straight into the database) first gets a creation entry, marked
 * `recordedLate`, so that every chain starts with the order's creation.
 */
export async function appendCustody(
  tx: Tx,
  entry: NewCustodyEntry,
  order?: typeof orders.$inferSelect,
  /** Collects the entry's webhook for the caller to queue with its other events (one INSERT). */
  webhooks?: PendingWebhook[],
): Promise<{ seq: number; hash: string }> {
  let last = await repo.lastEntry(tx, entry.orderId);
  if (!last && entry.kind !== 'created' && order) {
    const created = sealEntry(
      {
        orderId: entry.orderId,
        kind: 'created',
        at: entry.at,
        actor: SYSTEM,
        position: null,
        content: createdContent(order, { recordedLate: true }),
      },
      1,
      GENESIS_HASH,
    );
    await repo.insertEntry(tx, created);
    last = { seq: created.seq, hash: created.hash };
  }
  const row = sealEntry(entry, (last?.seq ?? 0) + 1, last?.hash ?? GENESIS_HASH);
  await repo.insertEntry(tx, row);
  if (order) {
    const data = { seq: row.seq, kind: row.kind, at: row.at, hash: row.hash };
    if (webhooks) webhooks.push({ event: 'custody.entry', order, data });
    else await enqueueWebhookEvent(tx, 'custody.entry', order, data);
  }
  return { seq: row.seq, hash: row.hash };
}
