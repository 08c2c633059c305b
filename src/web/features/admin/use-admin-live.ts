/**
 * What the live socket's own rules (lib/live-events.ts) leave to this page: the figures, which a
 * frame patches (live-stats.ts); the driver lists, which change when a job is assigned, accepted or
 * finished (a driver turns busy or available) and when the roster itself changes; and the analytics
 * of the chosen range. Refetches go through the live refresher's windows (decision 025), so a busy
 * fleet costs this page a bounded number of reads, not one per frame. The order lists are refetched
 * by the socket's own rules, in the same windows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { LiveEvent } from '@domain/events';
import { useLiveEvent } from '@web/lib/use-live-socket';
import { keyToPath } from '@web/lib/query-client';
import { liveRefresher } from '@web/lib/live-refresh';
import { applyDriverFix } from './live-drivers';
import { applyFrameToStats } from './live-stats';

/** Charts of whole days: ten seconds behind is nothing, a refetch per frame is a lot. */
export const ANALYTICS_REFETCH_WINDOW_MS = 10_000;
/** A moving driver's named place ("near Pasadena, TX") is at most this old. */
export const PLACE_REFETCH_WINDOW_MS = 60_000;

const isDriversPath = (path: string) => path === '/api/drivers' || path.startsWith('/api/drivers?');

export function useAdminLiveRefresh() {
  const queryClient = useQueryClient();
  const refresher = liveRefresher(queryClient);
  const placesReadAt = useRef(Date.now());
  const onOrderFrame = (event: LiveEvent) => {
    applyFrameToStats(queryClient, event);
    refresher.refresh(({ queryKey }) => isDriversPath(keyToPath(queryKey)));
    refresher.refresh(
      ({ queryKey }) => keyToPath(queryKey).startsWith('/api/admin/analytics'),
      ANALYTICS_REFETCH_WINDOW_MS,
    );
  };
  useLiveEvent('new_order', onOrderFrame);
  useLiveEvent('order_status_update', onOrderFrame);
  useLiveEvent('order_assigned', onOrderFrame);
  useLiveEvent('order_accepted', onOrderFrame);
  // A driver registered, was vetted, or changed shift: the lists and the applications to review.
  useLiveEvent('driver_roster_update', (event) => {
    applyFrameToStats(queryClient, event);
    refresher.refresh(({ queryKey }) => {
      const path = keyToPath(queryKey);
      return isDriversPath(path) || path.startsWith('/api/drivers/applications');
    });
  });
  useLiveEvent('driver_location_update', (event) => {
    queryClient.setQueriesData(
      { predicate: ({ queryKey }) => isDriversPath(keyToPath(queryKey)) },
      (data: unknown) => applyDriverFix(data, event),
    );
    // The place a position is named by comes from the server: read again now and then, not per
    // fix, and through the usual window, so a refetch an order frame asks for is never held back.
    if (Date.now() - placesReadAt.current >= PLACE_REFETCH_WINDOW_MS) {
      placesReadAt.current = Date.now();
      refresher.refresh(({ queryKey }) => isDriversPath(keyToPath(queryKey)));
    }
  });
}
