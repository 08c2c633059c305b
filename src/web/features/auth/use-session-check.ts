import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/auth';
import { apiJson, isApiError, parseAnswer } from '@web/lib/api';
import { authStore } from './auth-store';
import { ME_KEY } from './session-key';

/**
 * GET /api/auth/me parsed with the domain's sessionUser schema, which is loaded only once the
 * answer says someone is signed in: a signed-out visitor on /login never waits for zod here.
 * Signed out is a quiet null, not an error: only this check wants that.
 */
async function currentUser(): Promise<SessionUser | null> {
  const path = ME_KEY[0];
  const signedOut = Symbol('signed out');
  const body = await apiJson<unknown>('GET', path).catch((error: unknown) => {
    if (isApiError(error, 401)) return signedOut;
    throw error;
  });
  if (body === signedOut) return null;
  const { sessionUser } = await import('@domain/auth');
  return parseAnswer(sessionUser, path, body);
}

/**
 * Confirms the stored user against the session cookie once per load, and signs the tab out when
 * any later read answers 401 (session expired, revoked from another device, password changed).
 * Returns true while the first check is still in flight. The check goes into the query cache under
 * ME_KEY like any read, but through fetchQuery rather than useQuery: nothing re-reads it on its own
 * (no refetch, no retry), and the sign-in page then needs no query observer in its first load.
 */
export function useSessionCheck(): boolean {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    let mounted = true;
    queryClient
      .fetchQuery({
        queryKey: ME_KEY,
        queryFn: async () => {
          const startedAt = authStore.version();
          const user = await currentUser();
          // A network failure throws before this line and keeps the stored user: offline is not signed out.
          if (authStore.version() === startedAt) authStore.set(user);
          return user;
        },
      })
      .catch(() => undefined)
      .finally(() => {
        if (mounted) setChecking(false);
      });
    return () => {
      mounted = false;
    };
  }, [queryClient]);

  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isApiError(event.action.error, 401) && authStore.get()) authStore.set(null);
    });
  }, [queryClient]);

  return checking;
}
