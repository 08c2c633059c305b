/**
 * Where the phone keeps actions it could not send yet: IndexedDB, which survives a reload, a
 * closed tab and a restarted phone (localStorage would too, but it is synchronous and small, and a
 * signature or a photo is tens or hundreds of kB). One list per signed-in user.
 */
import { createStore, get, update } from 'idb-keyval';

export type OutboxKind = 'step' | 'message' | 'decline' | 'arrival';

export interface OutboxEntry {
  /** Sent as the Idempotency-Key header: a resend after a lost answer changes nothing more. */
  idempotencyKey: string;
  kind: OutboxKind;
  method: 'POST' | 'PATCH';
  url: string;
  body: unknown;
  orderId: number;
  /** The order's display number, to name it when telling the driver what happened. */
  displayNumber: string;
  /** What the driver did, in words: "Complete Pickup", "Message". */
  label: string;
  /** When the driver did it, on the phone's clock. */
  createdAt: string;
}

let store: ReturnType<typeof createStore> | null = null;
const db = () => (store ??= createStore('medlink-outbox', 'actions'));
const keyOf = (userId: number) => `user-${userId}`;

export async function readEntries(userId: number): Promise<OutboxEntry[]> {
  return (await get<OutboxEntry[]>(keyOf(userId), db())) ?? [];
}

/**
 * Changes the stored list: `change` gets the list as stored and returns the new one, read and
 * written in one IndexedDB transaction, so no other change can land between the read and the
 * write. Resolves with the new list once it is committed; rejects when the write was refused
 * (quota exceeded, storage unavailable), and then nothing changed.
 */
export async function changeEntries(
  userId: number,
  change: (entries: OutboxEntry[]) => OutboxEntry[],
): Promise<OutboxEntry[]> {
  let next: OutboxEntry[] = [];
  await update<OutboxEntry[]>(keyOf(userId), (stored) => (next = change(stored ?? [])), db());
  return next;
}
