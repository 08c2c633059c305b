/**
 * The driver's newest position wins over a refetch that was already on its way. A status frame
 * refetches the order; if a position frame lands while that request is in flight, the answer (read
 * before the move) would put the marker back where the driver was. So the last position frame of
 * each order is kept, and put back on every query holding that order whenever a fetch lands.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@domain/events';
import { applyDriverLocation, driverLocationRules, matchesKey } from './live-events';

type DriverLocation = Extract<LiveEvent, { type: 'driver_location_update' }>;

const newestByClient = new WeakMap<QueryClient, Map<number, DriverLocation>>();

function newestOf(queryClient: QueryClient): Map<number, DriverLocation> {
  let newest = newestByClient.get(queryClient);
  if (!newest) newestByClient.set(queryClient, (newest = new Map()));
  return newest;
}

/** Moves the driver in every cached query holding the order, and remembers the position. */
export function applyPosition(queryClient: QueryClient, event: DriverLocation): void {
  newestOf(queryClient).set(event.orderId, event);
  const rules = driverLocationRules(event.orderId);
  queryClient.setQueriesData({ predicate: (q) => matchesKey(q.queryKey, rules) }, (data: unknown) => {
    const next = applyDriverLocation(data, event);
    // Unchanged data returns undefined, which leaves that query alone instead of re-notifying it.
    return next === data ? undefined : next;
  });
}

/** While subscribed, each fetched answer gets the newest known positions back. Returns unsubscribe. */
export function keepNewestPositions(queryClient: QueryClient): () => void {
  const newest = newestOf(queryClient);
  const unsubscribe = queryClient.getQueryCache().subscribe((cacheEvent) => {
    if (cacheEvent.type !== 'updated' || cacheEvent.action.type !== 'success') return;
    const { queryKey, state } = cacheEvent.query;
    let data: unknown = state.data;
    for (const [orderId, position] of newest) {
      if (matchesKey(queryKey, driverLocationRules(orderId))) data = applyDriverLocation(data, position);
    }
    // applyDriverLocation answers the same object when nothing moves, so this never loops.
    if (data !== state.data) queryClient.setQueryData(queryKey, data);
  });
  return () => {
    unsubscribe();
    newest.clear();
  };
}
