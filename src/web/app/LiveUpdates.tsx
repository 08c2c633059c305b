import { toast } from '@web/components/ui/use-toast';
import { authStore } from '@web/lib/session';
import { queryClient } from '@web/lib/query-client';
import { useLiveSocket } from '@web/lib/use-live-socket';

/** Mounted once at the root (not per screen), so moving between screens keeps one socket open. */
export function LiveUpdates({ userId }: { userId: number }) {
  useLiveSocket(userId, () => {
    // The server ended this session (logout elsewhere, revoked, expired): sign the tab out too.
    authStore.set(null);
    queryClient.clear();
    toast({ title: 'Signed out', description: 'Your session has ended. Please sign in again.' });
  });
  return null;
}
