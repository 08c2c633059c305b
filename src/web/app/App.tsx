import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { toast } from '@web/components/ui/use-toast';
import { authStore, useAuthUser } from '@web/features/auth/auth-store';
import { queryClient } from '@web/lib/query-client';
import { useLiveSocket } from '@web/lib/use-live-socket';
import { AppRoutes } from './routes';

/** Mounted once at the root (not per screen), so moving between screens keeps one socket open. */
function LiveUpdates() {
  const user = useAuthUser();
  useLiveSocket(user?.id ?? null, () => {
    // The server ended this session (logout elsewhere, revoked, expired): sign the tab out too.
    authStore.set(null);
    queryClient.clear();
    toast({ title: 'Signed out', description: 'Your session has ended. Please sign in again.' });
  });
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
  );
}
