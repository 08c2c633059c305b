import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { fetchMe, ME_KEY } from './api';
import { authStore } from './auth-store';

/**
 * Confirms the stored user against the session cookie once per load, and signs the tab out when
 * any later read answers 401 (session expired, revoked from another device, password changed).
 * Returns true while the first check is still in flight.
 */
export function useSessionCheck(): boolean {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      const startedAt = authStore.version();
      // Signed out is a quiet null here, not an error: only this check wants that.
      const user = await fetchMe().catch((error: unknown) => {
        if (isApiError(error, 401)) return null;
        throw error;
      });
      // A network failure throws before this line and keeps the stored user: offline is not signed out.
      if (authStore.version() === startedAt) authStore.set(user);
      return user;
    },
  });

  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isApiError(event.action.error, 401) && authStore.get()) authStore.set(null);
    });
  }, [queryClient]);

  return me.isPending;
}
