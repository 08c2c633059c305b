/**
 * Everything under the dashboard's heading: a notice of orders waiting for payment, stats, the New
 * Delivery Request form, the side cards.
 */
import { startTransition, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { orderTemplatesQueryOptions, savedPlacesQueryOptions } from '@web/features/address-book';
import { myOrganizationQueryOptions } from '@web/features/organization';
import { receivingSitesQueryOptions } from '@web/features/receiving';
import { afterNextTask } from '@web/lib/after-paint';
import { queryClient } from '@web/lib/query-client';
import { clientStatsQueryOptions } from './api/get-client-stats';
import { awaitingPaymentQueryOptions } from './api/list-awaiting-payment';
import { cardOrdersQueryOptions } from './api/list-card-orders';
import { AwaitingPayment } from './AwaitingPayment';
import { OrderForm } from './OrderForm';
import { SideCards } from './SideCards';
import { StatTiles } from './StatTiles';
import { useMessages } from '@web/i18n';

/**
 * The body's reads (its figures, the orders waiting for payment, the side cards' lists, the order
 * templates, the saved places, the organisation's cost centres, the receiving sites), each started
 * in a task of its own before the body renders (ClientDashboardPage's loader): from the effects of
 * its first commit, every fetch, with its schema chunk's preload links, ran in the one task that
 * commit is, and the form's cost centre and receiving site fields, shown only once their answers
 * came, pushed the rest of the form down. The cache never marks them stale (query-client.ts), so the useQuery
 * calls below take the read in flight or its answer and fetch nothing again; a read that failed is
 * tried once more when its part mounts, which then says so. Resolves once every read has settled.
 */
export async function prefetchDashboardReads(clientId: number): Promise<void> {
  const reads: ((client: QueryClient) => Promise<unknown>)[] = [
    (client) => client.prefetchQuery(clientStatsQueryOptions(clientId)),
    (client) => client.prefetchQuery(awaitingPaymentQueryOptions(clientId)),
    (client) => client.prefetchQuery(cardOrdersQueryOptions(clientId, 'active')),
    (client) => client.prefetchQuery(cardOrdersQueryOptions(clientId, 'upcoming')),
    (client) => client.prefetchQuery(orderTemplatesQueryOptions()),
    (client) => client.prefetchQuery(savedPlacesQueryOptions()),
    (client) => client.prefetchQuery(myOrganizationQueryOptions()),
    (client) => client.prefetchQuery(receivingSitesQueryOptions()),
  ];
  const started: Promise<unknown>[] = [];
  for (const read of reads) {
    await afterNextTask();
    started.push(read(queryClient));
  }
  await Promise.all(started);
}

export function ClientDashboardBody({ clientId }: { clientId: number }) {
  // The notice of orders waiting for payment sits above the figures, so it comes with them:
  // arriving later, it pushed the figures and the form down (a layout shift).
  return (
    <div className="space-y-6">
      <AwaitingPayment clientId={clientId} />
      <StatTiles clientId={clientId} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OrderForm />
        </div>
        <SideCardsLater clientId={clientId} />
      </div>
    </div>
  );
}

/**
 * The side cards render and commit after the form, in a transition of their own: one commit of
 * the whole body was one of the dashboard's longest tasks on a phone. They sit below the form at a
 * phone's width and beside it on a wide screen, so nothing shown moves when they arrive. Their
 * switch lives here, not in the body, so turning it on renders the cards alone: held by the body,
 * it rendered the whole form again.
 */
function SideCardsLater({ clientId }: { clientId: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  const { t } = useMessages();
  return shown ? (
    <aside aria-label={t('client.dashboard.yourDeliveries')}>
      <SideCards clientId={clientId} />
    </aside>
  ) : null;
}
