/**
 * The dashboard's collapsible cards: Live Tracking and Upcoming Scheduled show the first orders of
 * the client's active and upcoming lists (the domain's CLIENT_ORDER_LISTS), selected, ordered and
 * counted by the server, so a list never loses an order behind newer ones; Quick Actions.
 */
import { CalendarDays, History, LifeBuoy, Radar, SearchCheck, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { clientStatus } from '@domain/client-status';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCardOrders } from './api/list-card-orders';
import { AvailabilityDialog } from './AvailabilityDialog';
import { CollapsibleCard } from './CollapsibleCard';
import { useMessages } from '@web/i18n';

export const SUPPORT_PHONE = '+1-800-555-0199';
export const SUPPORT_EMAIL = 'support@medlink.example';

/** '6565 Fannin St, Houston, TX 77030' -> '6565 Fannin St': enough to tell orders apart. */
const street = (address: string) => address.split(',')[0] ?? address;

export function SideCards({ clientId }: { clientId: number }) {
  const active = useCardOrders(clientId, 'active');
  const upcoming = useCardOrders(clientId, 'upcoming');
  const { t, dateTime } = useMessages();

  return (
    <div className="space-y-4">
      <CollapsibleCard title={t('client.side.live')} icon={Radar} count={active.data?.count}>
        <OrderList
          loading={active.isPending}
          failed={active.isError}
          orders={active.data?.orders ?? []}
          count={active.data?.count ?? 0}
          empty={t('client.side.noActive')}
          describe={(o) => t('client.side.deliverTo', { street: street(o.deliveryAddress) })}
        />
        {active.data && active.data.count > 0 ? (
          <Link
            href="/tracking"
            className="mt-3 inline-block text-sm font-medium text-teal-700 hover:underline"
          >
            {t('client.side.openTracking')}
          </Link>
        ) : null}
      </CollapsibleCard>
      <CollapsibleCard title={t('client.side.upcoming')} icon={CalendarDays} count={upcoming.data?.count}>
        <OrderList
          loading={upcoming.isPending}
          failed={upcoming.isError}
          orders={upcoming.data?.orders ?? []}
          count={upcoming.data?.count ?? 0}
          empty={t('client.side.noUpcoming')}
          describe={(o) => (o.scheduledDate ? dateTime(o.scheduledDate) : '')}
        />
      </CollapsibleCard>
      <CollapsibleCard title={t('client.side.quick')} icon={Zap}>
        <div className="grid gap-2">
          <AvailabilityDialog
            trigger={
              <Button variant="outline" className="justify-start">
                <SearchCheck aria-hidden="true" />
                {t('client.side.availability')}
              </Button>
            }
          />
          <Button asChild variant="outline" className="justify-start">
            <Link href="/orders">
              <History aria-hidden="true" />
              {t('client.side.history')}
            </Link>
          </Button>
          <Button asChild variant="outline" className="justify-start">
            <a href={`tel:${SUPPORT_PHONE}`}>
              <LifeBuoy aria-hidden="true" />
              {t('client.side.support')}
            </a>
          </Button>
          <p className="text-xs text-slate-600">
            {t('client.side.supportLine')}{' '}
            <a
              className="text-teal-700 underline underline-offset-2 hover:text-teal-900"
              href={`tel:${SUPPORT_PHONE}`}
            >
              1-800-555-0199
            </a>{' '}
            {t('client.side.or')}{' '}
            <a
              className="text-teal-700 underline underline-offset-2 hover:text-teal-900"
              href={`mailto:${SUPPORT_EMAIL}`}
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </CollapsibleCard>
    </div>
  );
}

type ListProps = {
  loading: boolean;
  failed: boolean;
  /** The list's first orders, as the server sent them. */
  orders: OrderResponse[];
  /** How many the whole list holds (the server's count). */
  count: number;
  empty: string;
  describe: (order: OrderResponse) => string;
};

function OrderList({ loading, failed, orders, count, empty, describe }: ListProps) {
  const { t } = useMessages();
  if (loading) {
    return (
      <div role="status" aria-label={t('client.side.loading')} className="space-y-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('client.side.failed')}
      </p>
    );
  if (orders.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {orders.map((order) => (
        <li key={order.id} className="py-2">
          <p className="text-sm font-medium text-slate-900">
            #{order.displayNumber} · {t(`clientStatus.${clientStatus(order).key}`)}
          </p>
          <p className="truncate text-xs text-slate-600">{describe(order)}</p>
        </li>
      ))}
      {count > orders.length ? (
        <li className="pt-2 text-xs text-slate-600">
          {t('client.side.more', { count: count - orders.length })}{' '}
          <Link href="/orders" className="text-teal-700 underline underline-offset-2 hover:text-teal-900">
            {t('nav.orders')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
