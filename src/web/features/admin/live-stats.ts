/**
 * The console's figures follow the frames (decision 025): the order counts are patched into the
 * cached answer; what a frame cannot tell (revenue, available drivers) and any frame that cannot be
 * applied refetch GET /api/admin/stats, at most once per STATS_REFETCH_WINDOW_MS.
 */
import type { QueryClient } from '@tanstack/react-query';
import { businessDay, type AdminStatsResponse } from '@domain/admin';
import { applyLiveEventToStats, STATS_REFETCH_WINDOW_MS } from '@domain/admin-stats-live';
import type { LiveEvent } from '@domain/events';
import { keyToPath } from '@web/lib/query-client';
import { liveRefresher } from '@web/lib/live-refresh';
import { adminKeys } from './api/keys';

const STATS_PATH = keyToPath(adminKeys.stats());

export function refetchStatsSoon(queryClient: QueryClient): void {
  liveRefresher(queryClient).refresh((q) => keyToPath(q.queryKey) === STATS_PATH, STATS_REFETCH_WINDOW_MS);
}

export function applyFrameToStats(queryClient: QueryClient, event: LiveEvent, now = new Date()): void {
  const key = adminKeys.stats();
  const state = queryClient.getQueryState<AdminStatsResponse>(key);
  // Nothing cached yet, or a read already on its way (its answer will replace any patch).
  if (state?.data === undefined) return;
  if (state.fetchStatus === 'fetching') return refetchStatsSoon(queryClient);
  // "Completed today" of another Central day cannot be moved on; a fresh answer starts the day.
  const sameDay = businessDay(new Date(state.dataUpdatedAt)) === businessDay(now);
  const patch = sameDay ? applyLiveEventToStats(state.data, event) : null;
  if (!patch) return refetchStatsSoon(queryClient);
  // Keeps the time of the last answer, so the day check above still refers to it; also makes the
  // figures fresh again after the frame marked them stale.
  queryClient.setQueryData(key, patch.stats, { updatedAt: state.dataUpdatedAt });
  if (patch.reconcile) refetchStatsSoon(queryClient);
}
