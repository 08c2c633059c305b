/**
 * The dashboard body's four reads (its figures, the client's orders, the order templates, the
 * saved places), started beside the body's chunk instead of from the effects of its first commit:
 * there each fetch, with its schema chunk's preload links, ran in the one task that commit is
 * (React cannot split it), and only once the chunk had arrived and rendered. Each read starts in a
 * task of its own. The query cache never marks them stale (query-client.ts), so the body's
 * useQuery calls take the read in flight or its answer and fetch nothing again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { afterNextTask } from '@web/lib/after-paint';
import { loadQueryClient } from '@web/lib/query-client-later';

// A failed read is the body's to show: its useQuery tries once more on mount and says so.
const readsOf = (clientId: number): ((queryClient: QueryClient) => Promise<void>)[] => [
  async (queryClient) => {
    const { clientStatsQueryOptions } = await import('./api/get-client-stats');
    void queryClient.prefetchQuery(clientStatsQueryOptions(clientId));
  },
  async (queryClient) => {
    const { clientOrdersQueryOptions } = await import('./api/list-client-orders');
    void queryClient.prefetchQuery(clientOrdersQueryOptions(clientId));
  },
  async (queryClient) => {
    const { orderTemplatesQueryOptions } = await import('@web/features/address-book/api/list-order-templates');
    void queryClient.prefetchQuery(orderTemplatesQueryOptions());
  },
  async (queryClient) => {
    const { savedPlacesQueryOptions } = await import('@web/features/address-book/api/list-saved-places');
    void queryClient.prefetchQuery(savedPlacesQueryOptions());
  },
];

export async function prefetchDashboardReads(clientId: number): Promise<void> {
  const queryClient = await loadQueryClient();
  for (const read of readsOf(clientId)) {
    await afterNextTask();
    await read(queryClient);
  }
}
