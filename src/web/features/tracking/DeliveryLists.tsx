/** Active deliveries and upcoming scheduled ones (domain/enums.ts), each a button that selects it. */
import type { ReactNode } from 'react';
import type { OrderResponse } from '@domain/orders';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { street } from '@web/lib/orders';
import { cn } from '@web/lib/utils';
import { useMessages, type Messages } from '@web/i18n';

type ListProps = {
  title: string;
  empty: string;
  /** The list's first orders, as the server selected and ordered them. */
  orders: readonly OrderResponse[];
  /** How many the whole list holds (the server's count), at least the orders shown. */
  count: number;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (orderId: number) => void;
  describe: (order: OrderResponse) => ReactNode;
};

export function DeliveryList({
  title,
  empty,
  orders,
  count,
  loading,
  failed,
  selectedId,
  onSelect,
  describe,
}: ListProps) {
  const headingId = `list-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const { t } = useMessages();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="pb-3">
        <CardTitle id={headingId} className="flex items-center justify-between text-base">
          {title}
          {/* A failed list has no count to show. */}
          {loading || failed ? null : (
            <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-800">
              {count}
            </span>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div
            role="status"
            aria-label={t('tracking.loadingList', { list: title.toLowerCase() })}
            className="space-y-2"
          >
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : failed ? (
          <p role="alert" className="text-sm text-red-800">
            {t('tracking.listFailed')}
          </p>
        ) : orders.length === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          <>
            <ul className="space-y-2">
              {orders.map((order) => {
                const selected = order.id === selectedId;
                return (
                  <li key={order.id}>
                    <button
                      type="button"
                      aria-current={selected ? 'true' : undefined}
                      onClick={() => onSelect(order.id)}
                      className={cn(
                        'w-full rounded-lg border p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600',
                        selected ? 'border-teal-600 bg-teal-50' : 'border-slate-200',
                      )}
                    >
                      <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                        <span className="font-semibold text-slate-900">#{order.displayNumber}</span>
                        <StatusBadge order={order} />
                      </span>
                      <span className="mt-1 block truncate text-xs text-slate-600">{describe(order)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {count > orders.length ? (
              <p className="mt-3 text-xs text-slate-600">
                {t('tracking.showingFirst', { shown: orders.length, total: count })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export const describeActive =
  ({ t }: Messages) =>
  (order: OrderResponse) =>
    t('tracking.to', { street: street(order.deliveryAddress) });
export const describeUpcoming =
  ({ t, dateTime }: Messages) =>
  (order: OrderResponse) =>
    t('tracking.upcomingLine', {
      at: order.scheduledDate ? dateTime(order.scheduledDate) : '',
      street: street(order.deliveryAddress),
    });
