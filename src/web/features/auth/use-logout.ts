import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n/use-messages';
import { loadAuthApi } from './deferred';
import { authStore } from '@web/lib/session';

/** The sign-out redirect waits 500 ms, long enough to see the button's pending state. */
const LOGOUT_REDIRECT_MS = 500;

export function useLogout() {
  const { t } = useMessages();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);

  async function signOut(): Promise<void> {
    setPending(true);
    try {
      // The calls (and zod) load only now: the signed-in frame paints without them.
      const { logout } = await loadAuthApi();
      await logout();
    } catch {
      // The server could not end the session (offline, already expired): still sign this tab out.
      toast({ title: t('signOut.title'), description: t('signOut.local') });
    }
    setTimeout(() => {
      authStore.set(null);
      queryClient.clear();
      navigate('/login', { replace: true });
      setPending(false);
    }, LOGOUT_REDIRECT_MS);
  }

  return { signOut, pending };
}
