/** Client dashboard: stats, the New Delivery Request form, and the collapsible cards. */
import { lazy, Suspense, useEffect } from 'react';
import { Redirect } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuthUser } from '@web/features/auth';
import { afterNextTask } from '@web/lib/after-paint';
import { afterFirstScreen } from '@web/lib/screen-shown';

/**
 * The heading paints with the frame; the form (react-hook-form, the address search, the price
 * panel) and the cards arrive in a chunk of their own, requested once the heading has painted (the
 * page header reports it, screen-shown.ts) so their 25-odd files do not hold it back. One boundary
 * for all of them, so nothing already shown moves when they land.
 */
const ClientDashboardBody = lazy(async () => {
  await afterFirstScreen();
  // Each import adds a <link rel=modulepreload> per chunk it needs that is not loading yet (Vite's
  // preload helper), a millisecond or more each on a phone: the body's 30-odd in one task were the
  // dashboard's longest task after its heading. The parts first, each in a task of its own.
  for (const part of [() => import('./AddressSection'), () => import('./OrderForm'), () => import('./SideCards')]) {
    void part().catch(() => undefined);
    await afterNextTask();
  }
  const { ClientDashboardBody: Body } = await import('./ClientDashboardBody');
  return { default: Body };
});

export function ClientDashboardPage() {
  // The signed-in client's own id, never a hard-coded id.
  const user = useAuthUser();
  const clientId = user?.id;
  // The body's reads leave with its chunk, not from its first commit (dashboard-reads.ts).
  useEffect(() => {
    if (clientId === undefined) return;
    void afterFirstScreen()
      .then(() => import('./dashboard-reads'))
      .then((m) => m.prefetchDashboardReads(clientId))
      .catch(() => undefined);
  }, [clientId]);
  if (!user) return <Redirect to="/login" replace />;
  return (
    <>
      <PageHeader
        title="Client Dashboard"
        description="Request deliveries and follow them from pickup to drop-off."
      />
      <Suspense fallback={<PageSpinner label="Loading the booking form…" />}>
        <ClientDashboardBody clientId={user.id} />
      </Suspense>
    </>
  );
}
