/**
 * The orders table: one server page at a time (50 rows), more on 'Load more', so thousands of
 * orders never sit in the page at once unless the dispatcher asks for them. Live frames refetch
 * the loaded pages (lib/live-events.ts matches '/api/orders?...'), and changed rows light up.
 */
import { useMemo } from 'react';
import { PackageSearch, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { serverMessage } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { useAdminOrders } from '../api/list-admin-orders';
import {
  dateRangeProblem,
  NO_ADMIN_FILTERS,
  searchedSinceText,
  showingText,
  type AdminOrderFilters,
} from './order-query';
import { OrderRow, type RowAction } from './OrderRow';
import { useEscalations } from '@web/features/auto-dispatch';
import type { Highlights } from './use-order-highlights';
import type { OrderResponse } from '@domain/orders';

export type { RowAction } from './OrderRow';

type Props = {
  filters: AdminOrderFilters;
  highlights: Highlights;
  busyId: number | null;
  onAction: (action: RowAction, order: OrderResponse) => void;
};

const COLUMNS = ['Order', 'Client', 'Route', 'Service / Priority', 'Status', 'Total', 'Created', 'Driver'];

export function OrdersTable({ filters, highlights, busyId, onAction }: Props) {
  const rangeProblem = dateRangeProblem(filters.from, filters.to);
  const query = useAdminOrders(filters, rangeProblem === null);
  // Orders auto-dispatch gave up on are marked in the list with the reason.
  const escalations = useEscalations();
  const escalated = useMemo(
    () => new Map((escalations.data ?? []).map((e) => [e.orderId, e.reason])),
    [escalations.data],
  );

  if (rangeProblem) {
    return <Card className="p-6 text-sm text-slate-700">Correct the date range to see orders.</Card>;
  }
  if (query.isPending) return <TableSkeleton />;
  if (query.isError) {
    return (
      <Card
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-red-800"
      >
        Orders could not be loaded. {serverMessage(query.error, '')}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }

  const pages = query.data.pages;
  const orders = pages.flatMap((page) => page.orders);
  const first = pages[0];
  // A text search reads a window of recent orders at a time; older ones are one click further.
  const searchedTo = query.hasNextPage ? (pages[pages.length - 1]?.searchedTo ?? null) : null;
  const more = query.hasNextPage ? (
    <div className="flex flex-col items-center gap-2 border-t border-slate-200 p-4 text-sm text-slate-600">
      {searchedTo ? <p>{searchedSinceText(searchedTo)}</p> : null}
      <Button
        variant="outline"
        pending={query.isFetchingNextPage}
        pendingText={searchedTo ? 'Searching…' : 'Loading more…'}
        onClick={() => void query.fetchNextPage()}
      >
        {searchedTo ? 'Search older orders' : 'Load more orders'}
      </Button>
    </div>
  ) : null;

  if (orders.length === 0) {
    const filtered = JSON.stringify(filters) !== JSON.stringify(NO_ADMIN_FILTERS);
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <PackageSearch className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">No Orders Found</h3>
        <p className="text-sm text-slate-600">
          {filtered
            ? 'Try adjusting your search or filters.'
            : 'Orders appear here as soon as clients book them.'}
        </p>
        {more}
      </Card>
    );
  }

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 text-sm text-slate-600">
        <p aria-live="polite">
          {showingText(orders.length, first?.total ?? null, first?.totalCapped ?? false)}
        </p>
        {query.isFetching && !query.isFetchingNextPage ? <span>Updating…</span> : null}
      </div>
      {/* A safety net: should a narrow window squeeze the columns, the table scrolls, the actions never vanish. */}
      <div className="lg:overflow-x-auto">
        <table className="block w-full text-left lg:table">
          <caption className="sr-only">Orders, newest first</caption>
          <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:table-header-group">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-2 py-2 first:pl-4', column === 'Total' && 'text-right')}
                >
                  {column}
                </th>
              ))}
              <th scope="col" className="py-2 pr-4 pl-2 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="block lg:table-row-group">
            {orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                pulsing={highlights.pulsing.has(order.id)}
                fresh={highlights.fresh.has(order.id)}
                busy={busyId === order.id}
                escalation={escalated.get(order.id)}
                onAction={onAction}
              />
            ))}
          </tbody>
        </table>
      </div>
      {more}
    </Card>
  );
}

function TableSkeleton() {
  return (
    <Card role="status" aria-label="Loading orders" className="space-y-3 p-4">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="flex gap-4">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-6 flex-1" />
          <Skeleton className="hidden h-6 w-32 sm:block" />
          <Skeleton className="h-6 w-24" />
        </div>
      ))}
    </Card>
  );
}
