/**
 * Order History: search, filters, export, expandable rows, and the tracking dialog. The dialog is
 * the tracking feature's, which itself reads orders: the app composes the two
 * (app/pages/OrderHistoryPage.tsx), so neither feature imports the other both ways.
 */
import { useMemo, useState, type ComponentType } from 'react';
import { ClipboardList } from 'lucide-react';
import { Link, Redirect } from 'wouter';
import type { OrderResponse } from '@domain/orders';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuthUser } from '@web/lib/session';
import { useLiveEvent } from '@web/lib/use-live-socket';
import { useOrderHistory } from '@web/lib/orders';
import { filterOrders, hasAnyFilter, NO_FILTERS, type OrderFilters } from './order-filters';
import { OrderFilterBar } from './OrderFilterBar';
import { OrderRow } from './OrderRow';
import { csvFileName, downloadCsv, ordersToCsv } from './orders-csv';
import { useMessages } from '@web/i18n';

/** What Order History asks of the dialog that opens on Track Order. */
export interface TrackDialogProps {
  orderId: number;
  initial: OrderResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function OrdersPage({ TrackDialog }: { TrackDialog: ComponentType<TrackDialogProps> }) {
  const user = useAuthUser();
  if (!user) return <Redirect to="/login" replace />;
  return <OrderHistory clientId={user.id} TrackDialog={TrackDialog} />;
}

function OrderHistory({
  clientId,
  TrackDialog,
}: {
  clientId: number;
  TrackDialog: ComponentType<TrackDialogProps>;
}) {
  const orders = useOrderHistory(clientId);
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [tracking, setTracking] = useState<OrderResponse | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const all = useMemo(() => orders.data ?? [], [orders.data]);
  const rows = useMemo(() => filterOrders(all, filters), [all, filters]);
  const { t } = useMessages();

  // Say out loud what the live socket changed: the row's badge changes silently otherwise.
  useLiveEvent('order_status_update', (event) => {
    if (event.order.clientId !== clientId) return;
    const number = `ML-${String(event.order.id).padStart(4, '0')}`;
    setAnnouncement(t('orders.statusNow', { number, status: t(`status.${event.order.status}`) }));
  });

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <Button asChild variant="outline">
            <Link href="/orders/import">{t('orders.import')}</Link>
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <OrderFilterBar
          filters={filters}
          onChange={setFilters}
          onExport={() => downloadCsv(csvFileName(), ordersToCsv(rows))}
          exportDisabled={rows.length === 0}
        />
      </Card>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {orders.isPending ? (
        <div role="status" aria-label={t('client.side.loading')} className="space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : orders.isError ? (
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-red-800">{t('orders.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
            {t('checkout.tryAgain')}
          </Button>
        </Card>
      ) : rows.length === 0 ? (
        <EmptyState filtered={all.length > 0 && hasAnyFilter(filters)} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {t('orders.showing', { shown: rows.length, count: all.length })}
          </p>
          <ul className="space-y-3" aria-label={t('nav.orders')}>
            {rows.map((order) => (
              <OrderRow key={order.id} order={order} onTrack={setTracking} />
            ))}
          </ul>
        </>
      )}
      {tracking ? (
        <TrackDialog
          orderId={tracking.id}
          initial={tracking}
          open
          onOpenChange={(open) => {
            if (!open) setTracking(null);
          }}
        />
      ) : null}
    </>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  const { t } = useMessages();
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <ClipboardList className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t('orders.none')}</h2>
      <p className="max-w-md text-slate-600">
        {filtered ? t('orders.adjustFilters') : t('orders.createFirst')}
      </p>
      {filtered ? null : (
        <Button asChild>
          <Link href="/dashboard">{t('orders.newRequest')}</Link>
        </Button>
      )}
    </Card>
  );
}
