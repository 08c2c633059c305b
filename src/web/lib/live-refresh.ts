/**
 * Live frames refetch each query at most once per window (decision 025). The first frame after a
 * quiet spell refetches at once, as before; frames that follow within the window are coalesced into
 * one refetch at its end. A dispatcher's console hears every order of the fleet, and on a busy
 * server one refetch per frame kept an idle console busy; the window bounds that whatever the rate.
 *
 * A query nobody shows is only marked stale (it refetches when shown again); a refetch that is due
 * still runs after the screen that asked for it is gone, so nothing shown later misses a change.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

/** Order lists, the map, driver lists: a few seconds behind at worst, a refetch per window at most. */
export const LIVE_REFRESH_WINDOW_MS = 2_000;

type Predicate = (query: Query) => boolean;

export class LiveRefresher {
  private readonly lastRun = new WeakMap<Query, number>();
  private readonly due = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly queryClient: QueryClient,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Refetches (or marks stale) every cached query the predicate picks, within its window. */
  refresh(predicate: Predicate, windowMs = LIVE_REFRESH_WINDOW_MS): void {
    for (const query of this.queryClient.getQueryCache().findAll({ predicate })) {
      this.refreshOne(query, windowMs);
    }
  }

  /** Drops what is due (sign-out): nothing of the old session is fetched afterwards. */
  clear(): void {
    for (const timer of this.due.values()) clearTimeout(timer);
    this.due.clear();
  }

  private refreshOne(query: Query, windowMs: number): void {
    if (this.due.has(query.queryHash)) return;
    if (!query.isActive()) {
      void this.queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
      return;
    }
    const wait = (this.lastRun.get(query) ?? -Infinity) + windowMs - this.now();
    if (wait <= 0) {
      this.run(query);
      return;
    }
    const timer = setTimeout(() => {
      this.due.delete(query.queryHash);
      this.run(query);
    }, wait);
    this.due.set(query.queryHash, timer);
  }

  private run(query: Query): void {
    this.lastRun.set(query, this.now());
    // Active ones refetch; one that lost its screen meanwhile is marked stale for its next one.
    void this.queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
}

const refreshers = new WeakMap<QueryClient, LiveRefresher>();

/** The one refresher of a query client, so every screen's frames share the same windows. */
export function liveRefresher(queryClient: QueryClient): LiveRefresher {
  let refresher = refreshers.get(queryClient);
  if (!refresher) refreshers.set(queryClient, (refresher = new LiveRefresher(queryClient)));
  return refresher;
}
