import { startTransition, useEffect, useState } from 'react';
import type { SessionUser } from '@domain/session-user';
import { apiJson, errorCode, parseAnswer } from '@web/lib/api';
import { loadQueryClient } from '@web/lib/query-client-later';
import { afterFirstScreen } from '@web/lib/screen-shown';
import { authStore, isPlausibleUser } from '@web/lib/session';
import { ME_KEY } from '@web/lib/session';

/**
 * GET /api/auth/me, checked with the domain's sessionUser schema, which is loaded only once the
 * answer says someone is signed in: a signed-out visitor on /login never waits for zod here.
 * An answer with a user's id and role is returned at once, so the signed-in screen paints while
 * the schema loads (confirmUser checks it then); any other answer waits for the schema and fails
 * its check as before. Signed out is a quiet null, not an error: only this check wants that.
 */
async function currentUser(): Promise<SessionUser | null> {
  const path = ME_KEY[0];
  const signedOut = Symbol('signedOut');
  const body = await apiJson<unknown>('GET', path).catch((error: unknown) => {
    if (errorCode(error) === 'UNAUTHENTICATED') return signedOut;
    throw error;
  });
  if (body === signedOut) return null;
  if (isPlausibleUser(body)) return body;
  const { sessionUser } = await import('@domain/session-user');
  return parseAnswer(sessionUser, path, body);
}

/**
 * The answer through the sessionUser schema once the signed-in screen has painted (zod and the
 * auth schemas are not needed to paint it): nobody when it does not pass. One that passes stays
 * the same object, so the screens reading the user do not render again for nothing.
 */
async function confirmUser(user: SessionUser): Promise<void> {
  await afterFirstScreen();
  const { sessionUser } = await import('@domain/session-user');
  // A sign-in or sign-out meanwhile is newer than this answer.
  if (authStore.get() !== user) return;
  if (!sessionUser.safeParse(user).success) authStore.set(null);
}

/** Once per page load, whoever asks first (StrictMode runs effects twice in development). */
let sessionCheck: Promise<void> | undefined;

function checkSession(): Promise<void> {
  sessionCheck ??= (async () => {
    const startedAt = authStore.version();
    const user = await currentUser();
    // A network failure throws before this line and keeps the stored user: offline is not signed out.
    if (authStore.version() === startedAt) {
      authStore.set(user);
      if (user) void confirmUser(user).catch(() => undefined);
    }
    // Kept in the query cache under ME_KEY like any read; the cache loads after the first paint.
    void loadQueryClient().then(
      (queryClient) => queryClient.setQueryData(ME_KEY, user),
      () => undefined,
    );
  })();
  return sessionCheck;
}

/**
 * Sends GET /api/auth/me before React's first render (main.tsx), rather than from that render's
 * effect, which runs only once the first screen has rendered.
 */
export function startSessionCheck(): void {
  void checkSession().catch(() => undefined);
}

/**
 * Confirms the stored user against the session cookie once per load, and signs the tab out when
 * any later read answers 401 (session expired, revoked from another device, password changed).
 * Returns true while the first check is still in flight. The check does not go through the query
 * client: nothing re-reads it on its own (no refetch, no retry), and the sign-in page then needs no
 * query cache in its first load.
 */
export function useSessionCheck(): boolean {
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    let mounted = true;
    checkSession()
      .catch(() => undefined)
      .finally(() => {
        // A transition: the screens this re-renders yield to the browser while they render.
        if (mounted) startTransition(() => setChecking(false));
      });
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    void loadQueryClient().then(
      (queryClient) => {
        if (!live) return;
        unsubscribe = queryClient.getQueryCache().subscribe((event) => {
          if (event.type !== 'updated' || event.action.type !== 'error') return;
          if (errorCode(event.action.error) === 'UNAUTHENTICATED' && authStore.get()) authStore.set(null);
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);

  return checking;
}
