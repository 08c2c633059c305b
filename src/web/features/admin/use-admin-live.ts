/**
 * What the live socket's own rules (lib/live-events.ts) leave to this page: the driver lists,
 * which change when a job is assigned, accepted or finished (a driver turns busy or available) and
 * when the roster itself changes, and the analytics of the chosen range. The stats and order lists are already refetched there.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@web/lib/use-live-socket';
import { keyToPath } from '@web/lib/query-client';
import { applyDriverFix } from './live-drivers';

const isDriversPath = (path: string) => path === '/api/drivers' || path.startsWith('/api/drivers?');

export function useAdminLiveRefresh() {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => {
        const path = keyToPath(queryKey);
        return isDriversPath(path) || path.startsWith('/api/admin/analytics');
      },
    });
  useLiveEvent('new_order', refresh);
  useLiveEvent('order_status_update', refresh);
  useLiveEvent('order_assigned', refresh);
  useLiveEvent('order_accepted', refresh);
  // A driver registered, was vetted, or changed shift: the lists and the applications to review.
  useLiveEvent(
    'driver_roster_update',
    () =>
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const path = keyToPath(queryKey);
          return isDriversPath(path) || path.startsWith('/api/drivers/applications');
        },
      }),
  );
  useLiveEvent('driver_location_update', (event) => {
    queryClient.setQueriesData(
      { predicate: ({ queryKey }) => isDriversPath(keyToPath(queryKey)) },
      (data: unknown) => applyDriverFix(data, event),
    );
  });
}
