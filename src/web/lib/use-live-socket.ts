/**
 * React side of the live socket: one connection per signed-in user (mounted once in the app
 * root), frames turned into cache updates, and a hook for components that want to react too.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent, LiveEventType } from '@domain/events';
import { toast } from '@web/components/ui/use-toast';
import { matchesKey, queryRulesFor } from './live-events';
import { applyPosition, keepNewestPositions } from './live-positions';
import { liveRefresher } from './live-refresh';
import type { PathRule } from './live-events';
import { connectLiveSocket, emitLiveEvent, liveSocketUrl, subscribeLiveEvent } from './live-socket';

/** After a reconnect every screen's live data may be stale: these roots are refetched (if shown). */
const LIVE_ROOTS: PathRule[] = [
  '/api/orders',
  '/api/stats',
  '/api/messages',
  '/api/admin',
  '/api/driver',
].map((path) => ({ path, match: 'prefix' }));

/**
 * A query whose screen moves it from the frames themselves (`meta: { patchedLive: true }`, e.g. the
 * console's figures): a frame only marks it stale here, and the screen's own handler patches it,
 * which makes it fresh again. Unshown, it stays stale and is refetched when shown again.
 */
export const isPatchedLive = (query: Query) => query.meta?.patchedLive === true;

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'driver_location_update') return applyPosition(queryClient, event);
  const rules = queryRulesFor(event);
  const matches = (q: Query) => matchesKey(q.queryKey, rules);
  void queryClient.invalidateQueries({
    predicate: (q) => matches(q) && isPatchedLive(q),
    refetchType: 'none',
  });
  liveRefresher(queryClient).refresh((q) => matches(q) && !isPatchedLive(q));
}

/** Opens the socket while `userId` is set; closes it on sign-out (userId null) or unmount. */
export function useLiveSocket(userId: number | null, onSessionEnded: () => void): void {
  const queryClient = useQueryClient();
  const sessionEnded = useRef(onSessionEnded);
  useEffect(() => {
    sessionEnded.current = onSessionEnded;
  });

  useEffect(() => {
    if (userId === null) return;
    const stopKeeping = keepNewestPositions(queryClient);
    const handle = connectLiveSocket({
      url: liveSocketUrl(window.location, userId),
      onEvent: (event) => {
        applyLiveEvent(queryClient, event);
        // A cold-chain excursion is told to dispatch and the client at once.
        if (event.type === 'tracking_update' && event.event.alert) {
          toast({
            variant: 'destructive',
            alert: true,
            title: event.event.alertTitle ?? 'Temperature excursion',
            description: event.event.alert,
          });
        }
        emitLiveEvent(event);
      },
      onReconnected: () =>
        void queryClient.invalidateQueries({ predicate: (q) => matchesKey(q.queryKey, LIVE_ROOTS) }),
      // A live read answered before the socket was listening may have missed a frame (a tracking
      // page would keep the ETA it loaded with): read it once more. The page loads its data and
      // opens the socket side by side, so which comes first varies from load to load.
      onConnected: () => {
        const listeningSince = Date.now();
        void queryClient.invalidateQueries({
          predicate: (q) =>
            matchesKey(q.queryKey, LIVE_ROOTS) &&
            q.state.dataUpdatedAt > 0 &&
            q.state.dataUpdatedAt < listeningSince,
        });
      },
      onSessionEnded: () => sessionEnded.current(),
    });
    return () => {
      handle.close();
      stopKeeping();
      liveRefresher(queryClient).clear();
    };
  }, [userId, queryClient]);
}

/** Calls `handler` for each frame of this type while the component is mounted. */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (event: Extract<LiveEvent, { type: T }>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLiveEvent(type, (event) => latest.current(event)), [type]);
}
