/**
 * Where the phone keeps actions it could not send yet: IndexedDB, which survives a reload, a
 * closed tab and a restarted phone (localStorage would too, but it is synchronous and small, and a
 * signature or a photo is tens or hundreds of kB). One list per signed-in user.
 */
import { createStore, get, set } from 'idb-keyval';

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

export async function writeEntries(userId: number, entries: OutboxEntry[]): Promise<void> {
  await set(keyOf(userId), entries, db());
}
