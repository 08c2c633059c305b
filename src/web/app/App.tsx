import { lazy, Suspense } from 'react';
import { useAuthUser } from '@web/lib/session';
import { afterFirstScreen } from '@web/lib/screen-shown';
import { loadQueryProvider } from '@web/lib/query-client-later';
import { AppRoutes } from './routes';

/**
 * Neither the toasts' markup (Radix) nor the live socket is needed to paint a screen: both load
 * beside it, and the socket only for someone signed in, so the sign-in form never waits for them.
 * A toast raised before the Toaster arrives is kept in its store and shown when it mounts. The
 * Toaster is requested once the first screen has painted, so it does not compete with that screen.
 * The socket is not held back: a frame sent between the screen's first read and the socket's
 * opening would be lost (a tracking page would keep the ETA it loaded with).
 */
const Toaster = lazy(async () => {
  await afterFirstScreen();
  const { Toaster: Toasts } = await import('@web/components/ui/toaster');
  return { default: Toasts };
});
const LiveUpdates = lazy(async () => {
  const [{ LiveUpdates: Socket }, { WithQueries }] = await Promise.all([
    import('./LiveUpdates'),
    loadQueryProvider(),
  ]);
  return {
    default: ({ userId }: { userId: number }) => (
      <WithQueries>
        <Socket userId={userId} />
      </WithQueries>
    ),
  };
});

function LiveUpdatesWhenSignedIn() {
  const userId = useAuthUser()?.id;
  if (userId === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates userId={userId} />
    </Suspense>
  );
}

export function App() {
  return (
    <>
      <LiveUpdatesWhenSignedIn />
      <AppRoutes />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
