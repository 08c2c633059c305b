/**
 * Live location while a job is on the road: one GPS watch per device, on from Start Job
 * until Complete Pickup and from Start Delivery until Complete Delivery, off otherwise and when
 * the dashboard unmounts (which sign-out does). Each fix is posted to every job on the road, at
 * most one post every 5 s: a phone reports about once a second, and the client's map needs far
 * less. A failed post is only logged, never shown: the next fix follows in a few seconds anyway.
 * Position errors are toasted once per kind, and a lost fix only when it lasts a few seconds.
 */
import { useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '@domain/enums';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, apiRequest } from '@web/lib/api';
import { keepFix, uploadKeptTrails } from './offline-trail';
import { sharesLocation, type Coordinates } from './job-steps';
import { useMessages, type MessageKey } from '@web/i18n';

/** GPS options: high accuracy, timeout 10 s, maximum age 5 s. */
export const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5_000,
};
export const POST_INTERVAL_MS = 5_000;
export const LOST_FIX_GRACE_MS = 3_000;
// GeolocationPositionError codes, spelled out so a test's plain error object works too.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** What the driver is told when the phone gives no position (catalogue keys). */
export const LOCATION_ERRORS = {
  unsupported: 'driver.location.unsupported',
  denied: 'driver.location.denied',
  position: 'driver.location.position',
} as const satisfies Record<string, MessageKey>;

export type SharedJob = { id: number; status: OrderStatus };
export type LocationSharing = {
  /** The last fix of this device, for the map and the directions link. */
  position: Coordinates | null;
  /** When this tab began sharing each job's current leg, for 'Tracking since <time>'. */
  since: Readonly<Record<number, Date>>;
};

type Fix = Coordinates & { timestamp: string };

/**
 * Posts a fix; without a network it is kept for the batch upload instead (offline-trail.ts). A
 * refusal (4xx) is only logged, as before: the next fix follows in a few seconds anyway.
 */
function postFix(job: SharedJob, fix: Fix): void {
  if (!navigator.onLine) {
    void keepFix(job.id, fix);
    return;
  }
  apiRequest('POST', `/api/orders/${job.id}/location`, { ...fix, status: job.status })
    .then(() => uploadKeptTrails())
    .catch((error: unknown) => {
      if (error instanceof ApiError) console.warn(`location update for order ${job.id} failed`, error);
      else void keepFix(job.id, fix);
    });
}

const legKey = (job: SharedJob) => `${job.id}:${job.status}`;

export function useLocationSharing(jobs: readonly SharedJob[]): LocationSharing {
  const onRoad = jobs.filter((job) => sharesLocation(job.status));
  const roadKey = onRoad.map(legKey).sort().join(',');
  const sharing = onRoad.length > 0;
  const [position, setPosition] = useState<Coordinates | null>(null);
  const { t } = useMessages();
  // Read through a ref by the watch, which must not restart when the language changes.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });

  // A leg's start time is kept while the leg lasts; adjusted while rendering, as React advises.
  const [since, setSince] = useState<{ key: string; at: Record<string, Date> }>({ key: '', at: {} });
  if (since.key !== roadKey) {
    const now = new Date();
    setSince({
      key: roadKey,
      at: Object.fromEntries(onRoad.map((j) => [legKey(j), since.at[legKey(j)] ?? now])),
    });
  }

  // The watch reads the jobs through a ref: a status change must not restart the GPS.
  const jobsRef = useRef(onRoad);
  useEffect(() => {
    jobsRef.current = onRoad;
  });

  useEffect(() => {
    if (!sharing) return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      toast({
        variant: 'destructive',
        title: tRef.current('driver.location.error'),
        description: tRef.current(LOCATION_ERRORS.unsupported),
      });
      return;
    }
    let lastPostAt = -Infinity;
    let pending: Fix | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One toast per kind of failure until a fix arrives again: a lost signal repeats every 10 s.
    let lastError: number | null = null;
    let hadFix = false;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;
    const report = (code: number) => {
      if (code === lastError) return;
      lastError = code;
      toast({
        variant: 'destructive',
        title: tRef.current('driver.location.error'),
        description: tRef.current(
          code === PERMISSION_DENIED ? LOCATION_ERRORS.denied : LOCATION_ERRORS.position,
        ),
      });
    };

    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!pending) return;
      const fix = pending;
      pending = null;
      lastPostAt = Date.now();
      for (const job of jobsRef.current) postFix(job, fix);
    };

    // Back online: the positions kept meanwhile go up in one batch, before the next live fix.
    const onOnline = () => void uploadKeptTrails();
    window.addEventListener('online', onOnline);
    void uploadKeptTrails();
    const watchId = geolocation.watchPosition(
      (pos) => {
        lastError = null;
        hadFix = true;
        clearTimeout(lostTimer);
        lostTimer = undefined;
        const at = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        setPosition(at);
        pending = { ...at, timestamp: new Date(pos.timestamp || Date.now()).toISOString() };
        const wait = lastPostAt + POST_INTERVAL_MS - Date.now();
        if (wait <= 0) flush();
        // Trailing post: the newest fix of the quiet period still goes out, just later.
        else timer ??= setTimeout(flush, wait);
      },
      (error) => {
        // A phone standing still may report nothing new for 10 s: the timeout then means "no
        // change", not "lost", and the last fix stands. The browser keeps watching either way.
        if (error.code === TIMEOUT && hadFix) {
          console.debug('location watch: no new fix within the timeout');
          return;
        }
        if (error.code === PERMISSION_DENIED) {
          clearTimeout(lostTimer);
          report(error.code);
          return;
        }
        // A lost fix often returns within a second or two (an overpass, the GPS switching
        // sources): only a loss that lasts is worth interrupting the driver for.
        const code = error.code;
        lostTimer ??= setTimeout(() => {
          lostTimer = undefined;
          report(code);
        }, LOST_FIX_GRACE_MS);
      },
      WATCH_OPTIONS,
    );
    return () => {
      window.removeEventListener('online', onOnline);
      geolocation.clearWatch(watchId);
      clearTimeout(timer);
      clearTimeout(lostTimer);
    };
  }, [sharing]);

  const byJob: Record<number, Date> = {};
  for (const job of onRoad) {
    const at = since.at[legKey(job)];
    if (at) byJob[job.id] = at;
  }
  return { position, since: byJob };
}
