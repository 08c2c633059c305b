/**
 * One fix when an on-shift driver opens the job board, so the server can sort open jobs by the
 * distance to their pickups (POST /api/driver/location). A single reading, not a watch: between
 * jobs the driver is not tracked, and a refusal here costs only the distances, so it stays quiet.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DriverStatus } from '@domain/enums';
import { apiRequest } from '@web/lib/api';
import { driverKeys } from './api/keys';

/** A fix up to 5 minutes old is good enough to rank pickups miles apart. */
const BOARD_FIX_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 300_000,
};

/** `shift` undefined is "not known yet": try, the server refuses an off-shift driver's fix anyway. */
export function useBoardPosition(shift: DriverStatus | undefined): void {
  const queryClient = useQueryClient();
  // Asked again when the driver goes on shift; not while off shift or busy (the watch runs then).
  const wanted = shift === undefined || shift === 'available';
  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!wanted || !geolocation) return;
    let cancelled = false;
    geolocation.getCurrentPosition(
      (pos) => {
        if (cancelled) return;
        const body = {
          latitude: pos.coords.latitude,
          longitude: pos.coords.longitude,
          timestamp: new Date(pos.timestamp || Date.now()).toISOString(),
        };
        apiRequest('POST', '/api/driver/location', body)
          .then(() => queryClient.invalidateQueries({ queryKey: driverKeys.available() }))
          .catch((error: unknown) => console.warn('board position not shared', error));
      },
      (error) => console.debug('no position for the job board', error.message),
      BOARD_FIX_OPTIONS,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, shift, queryClient]);
}
