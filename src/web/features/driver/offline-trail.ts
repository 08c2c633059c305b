/**
 * The position trail through a dead zone. While a job is on the road and a position
 * cannot be posted (no network, or the post failed on the way), it is kept on the phone instead of
 * dropped, thinned to one per OFFLINE_TRAIL_INTERVAL_MS (a phone reports about once a second; an
 * hour without signal would otherwise be 3,600 points for a line on a map), and sent in one batch
 * when the network is back. The server stores the batch in order and tells live viewers once.
 */
import { createStore, del, get, keys, set } from 'idb-keyval';
import { LOCATION_BATCH_MAX, OFFLINE_TRAIL_INTERVAL_MS } from '@domain/driver';
import type { Coordinates } from './job-steps';

export type KeptFix = Coordinates & { timestamp: string };

let store: ReturnType<typeof createStore> | null = null;
const db = () => (store ??= createStore('medlink-trail', 'positions'));

/** Keeps a fix for later, unless one was kept less than the thinning interval before it. */
export async function keepFix(orderId: number, fix: KeptFix): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const kept = (await get<KeptFix[]>(orderId, db())) ?? [];
  const last = kept[kept.length - 1];
  if (last && Date.parse(fix.timestamp) - Date.parse(last.timestamp) < OFFLINE_TRAIL_INTERVAL_MS) return;
  // Past the batch limit the oldest go: the newest part of the drive matters most to a watcher.
  await set(orderId, [...kept, fix].slice(-LOCATION_BATCH_MAX), db());
}

/**
 * Sends every kept trail. A trail the server refuses (the job is over or no longer this driver's)
 * is dropped: it can never be accepted. One that fails on the network stays for the next try.
 */
export async function uploadKeptTrails(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const orderId of (await keys(db())) as number[]) {
    const positions = (await get<KeptFix[]>(orderId, db())) ?? [];
    if (positions.length === 0) {
      await del(orderId, db());
      continue;
    }
    let response: Response;
    try {
      response = await fetch(`/api/orders/${orderId}/location/batch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ positions }),
        credentials: 'include',
      });
    } catch {
      return; // still offline
    }
    if (response.status >= 500 || response.status === 401 || response.status === 429) return;
    await del(orderId, db());
  }
}
