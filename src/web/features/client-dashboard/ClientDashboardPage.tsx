/** Client dashboard: stats, the New Delivery Request form, and the collapsible cards. */
import { lazy, Suspense } from 'react';
import { Redirect } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { authStore, useAuthUser } from '@web/lib/session';
import { afterNextTask } from '@web/lib/after-paint';
import { afterFirstScreen } from '@web/lib/screen-shown';
import { useMessages } from '@web/i18n';

/** How long the form may wait for the figures and lists before it shows with their skeletons. */
const READS_WAIT_MS = 1000;

/**
 * The heading paints with the frame; the form (react-hook-form, the address search, the price
 * panel) and the cards arrive in a chunk of their own, requested once the heading has painted (the
 * page header reports it, screen-shown.ts) so their 25-odd files do not hold it back. One boundary
 * for all of them, so nothing already shown moves when they land.
 */
const ClientDashboardBody = lazy(async () => {
  await afterFirstScreen();
  // Each import adds a <link rel=modulepreload> for every chunk it needs that is not loading yet
  // (Vite's preload helper), a millisecond or more each on a phone: the body's 30-odd in one task
  // were the dashboard's longest task after its heading. Its two largest parts first, each in a
  // task of its own.
  for (const part of [() => import('./OrderForm'), () => import('./SideCards')]) {
    void part().catch(() => undefined);
    await afterNextTask();
  }
  const body = await import('./ClientDashboardBody');
  // The body's reads start before it renders, not from the effects of its first commit, and the
  // body waits for their answers (READS_WAIT_MS at most): an answer landing while the body was
  // rendering made React render it again, synchronously, inside its commit (a store read through
  // useSyncExternalStore had changed), one more long task.
  const clientId = authStore.get()?.id;
  if (clientId !== undefined) {
    await Promise.race([
      body.prefetchDashboardReads(clientId),
      new Promise((resolve) => setTimeout(resolve, READS_WAIT_MS)),
    ]);
  }
  return { default: body.ClientDashboardBody };
});

export function ClientDashboardPage() {
  // The signed-in client's own id, never a hard-coded id.
  const user = useAuthUser();
  const { t } = useMessages();
  if (!user) return <Redirect to="/login" replace />;
  return (
    <>
      <PageHeader title={t('client.dashboard.title')} description={t('client.dashboard.description')} />
      <Suspense fallback={<PageSpinner label={t('client.dashboard.loading')} />}>
        <ClientDashboardBody clientId={user.id} />
      </Suspense>
    </>
  );
}
