/**
 * The live map's frames: any order or roster change refetches the map (frames carry ids, not
 * contents: decision 006), at most once per live-refresh window however many orders move
 * (decision 025); a driver's position is written into the cached map instead, since positions
 * arrive many times a minute.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { DispatchMapResponse } from '@domain/dispatch-map';
import { useLiveEvent } from '@web/lib/use-live-socket';
import { liveRefresher } from '@web/lib/live-refresh';
import { keyToPath } from '@web/lib/query-client';
import { adminKeys } from '../api/keys';

export function moveDriver(
  data: DispatchMapResponse | undefined,
  fix: { driverId: number; latitude: number; longitude: number; timestamp: string },
): DispatchMapResponse | undefined {
  if (!data || !data.drivers.some((d) => d.id === fix.driverId)) return data;
  return {
    ...data,
    drivers: data.drivers.map((d) =>
      d.id === fix.driverId
        ? {
            ...d,
            position: { latitude: fix.latitude, longitude: fix.longitude },
            locationUpdatedAt: fix.timestamp,
          }
        : d,
    ),
  };
}

export function useDispatchMapLive() {
  const queryClient = useQueryClient();
  const mapPath = keyToPath(adminKeys.dispatchMap());
  const refetch = () => liveRefresher(queryClient).refresh(({ queryKey }) => keyToPath(queryKey) === mapPath);
  useLiveEvent('new_order', refetch);
  useLiveEvent('order_status_update', refetch);
  useLiveEvent('order_assigned', refetch);
  useLiveEvent('order_accepted', refetch);
  useLiveEvent('order_late', refetch);
  useLiveEvent('driver_roster_update', refetch);
  useLiveEvent('driver_location_update', (event) =>
    queryClient.setQueryData<DispatchMapResponse>(adminKeys.dispatchMap(), (data) => moveDriver(data, event)),
  );
}
