/**
 * Track Your Delivery: track by number, the active and upcoming lists, and the selected
 * delivery in full. The selection lives in the URL (?orderId=N), so it survives a reload and the
 * tracking dialog can link straight to it.
 */
import { useEffect, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import { Redirect, useSearchParams } from 'wouter';
import { displayNumber } from '@domain/display';
import { PageHeader } from '@web/components/PageHeader';
import { Card } from '@web/components/ui/card';
import { useAuthUser } from '@web/lib/session';
import { useNamedOrders } from '@web/lib/orders';
import { useLiveEvent } from '@web/lib/use-live-socket';
import { DeliveryDetail } from './DeliveryDetail';
import { DeliveryList, describeActive, describeUpcoming } from './DeliveryLists';
import { TrackByNumber } from './TrackByNumber';
import { useMessages } from '@web/i18n';

export function TrackingPage() {
  const user = useAuthUser();
  if (!user) return <Redirect to="/login" replace />;
  return <TrackYourDelivery clientId={user.id} />;
}

/**
 * Each list shows this many of its orders, as the server selects and orders them; the badge and
 * the closing line give the list's whole count, and any other order is tracked by its number.
 */
const TRACKING_LIST_LIMIT = 100;

function TrackYourDelivery({ clientId }: { clientId: number }) {
  const active = useNamedOrders(clientId, 'active', TRACKING_LIST_LIMIT);
  const upcoming = useNamedOrders(clientId, 'upcoming', TRACKING_LIST_LIMIT);
  const [params, setParams] = useSearchParams();
  const raw = params.get('orderId');
  const selectedId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusPending, setFocusPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // An order in neither list (a delivered one, tracked by number) is fetched by DeliveryDetail.
  const placeholder = [active, upcoming]
    .flatMap((list) => list.data?.orders ?? [])
    .find((o) => o.id === selectedId);
  const messages = useMessages();
  const { t } = messages;

  function select(orderId: number) {
    setParams({ orderId: String(orderId) });
    setFocusPending(true);
  }

  useEffect(() => {
    if (!focusPending) return;
    headingRef.current?.focus();
    setFocusPending(false);
  }, [focusPending, selectedId]);

  useLiveEvent('order_status_update', (event) => {
    if (event.order.id !== selectedId) return;
    setAnnouncement(
      t('orders.statusNow', {
        number: displayNumber(event.order.id),
        status: t(`status.${event.order.status}`),
      }),
    );
  });

  const listProps = { selectedId, onSelect: select };

  return (
    <>
      <PageHeader title={t('tracking.title')} description={t('tracking.description')} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-4">
          <Card className="p-4">
            <TrackByNumber onTrack={select} />
          </Card>
          <DeliveryList
            title={t('client.stats.active')}
            empty={t('tracking.noActive')}
            orders={active.data?.orders ?? []}
            count={active.data?.count ?? 0}
            loading={active.isPending}
            failed={active.isError}
            describe={describeActive(messages)}
            {...listProps}
          />
          <DeliveryList
            title={t('tracking.upcoming')}
            empty={t('tracking.noUpcoming')}
            orders={upcoming.data?.orders ?? []}
            count={upcoming.data?.count ?? 0}
            loading={upcoming.isPending}
            failed={upcoming.isError}
            describe={describeUpcoming(messages)}
            {...listProps}
          />
        </div>
        <div className="lg:col-span-2">
          {selectedId === null ? (
            <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
                <MapPin className="size-6" aria-hidden="true" />
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{t('tracking.noneSelected')}</h2>
              <p className="max-w-sm text-slate-600">{t('tracking.chooseOne')}</p>
            </Card>
          ) : (
            <DeliveryDetail
              key={selectedId}
              orderId={selectedId}
              placeholder={placeholder}
              viewerId={clientId}
              headingRef={headingRef}
            />
          )}
        </div>
      </div>
    </>
  );
}
