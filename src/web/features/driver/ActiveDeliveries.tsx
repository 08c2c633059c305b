/**
 * The Active Deliveries tab. One job is in focus: its card is open and the floating bar carries
 * its next step, so the big button is never ambiguous about which job it moves. Other jobs (a
 * dispatcher may assign more than one) wait folded underneath. The job in focus is the one with
 * the nearest deadline (job-order.ts), so a reload shows the same job first.
 *
 * Right after a delivery the tab shows only the "Delivered" card: the next job, and its step
 * button, come only when the driver asks for them, so no stray second tap where "Complete
 * Delivery" was can start the next job.
 */
import { useState } from 'react';
import { Truck } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { ActiveDeliveryCard } from './ActiveDeliveryCard';
import { JobSkeletons } from './AvailableJobs';
import { DeliveredCard } from './DeliveredCard';
import { EmptyState } from './EmptyState';
import { orderJobs } from './job-order';
import { nextDriverStep } from './job-steps';
import { RoutePlan } from './RoutePlan';
import { StepActionBar } from './StepActionBar';
import type { LocationSharing } from './use-location-sharing';

type Props = {
  driverId: number;
  jobs: { isPending: boolean; isError: boolean; data: OrderResponse[] | undefined };
  sharing: LocationSharing;
  delivered: OrderResponse[];
  onDelivered: (order: OrderResponse) => void;
  onDismissDelivered: (orderId: number) => void;
};

export function ActiveDeliveries({
  driverId,
  jobs,
  sharing,
  delivered,
  onDelivered,
  onDismissDelivered,
}: Props) {
  const [focusId, setFocusId] = useState<number | null>(null);
  const { t } = useMessages();

  if (jobs.isPending) return <JobSkeletons />;
  if (jobs.isError) {
    return (
      <Card role="alert" className="p-4 text-sm text-red-800">
        {t('driver.active.loadFailed')}
      </Card>
    );
  }
  const list = orderJobs((jobs.data ?? []).filter((job) => job.status !== 'delivered'));
  const finished = delivered.map((order) => (
    <DeliveredCard
      key={order.id}
      order={order}
      waiting={list.length}
      onDismiss={() => onDismissDelivered(order.id)}
    />
  ));
  if (list.length === 0 || finished.length > 0) {
    return (
      <div className="space-y-3">
        {finished}
        {finished.length === 0 ? (
          <EmptyState icon={Truck} title={t('driver.active.noneTitle')}>
            {t('driver.active.none')}
          </EmptyState>
        ) : null}
      </div>
    );
  }

  const focused = list.find((job) => job.id === focusId) ?? list[0]!;
  const others = list.filter((job) => job.id !== focused.id);
  return (
    <div className="space-y-3">
      {list.length > 1 ? <RoutePlan jobs={list.map((job) => `${job.id}:${job.status}`).join(',')} /> : null}
      <ActiveDeliveryCard
        order={focused}
        driverId={driverId}
        position={sharing.position}
        trackingSince={sharing.since[focused.id]}
      />
      {others.length > 0 ? (
        <ul aria-label={t('driver.active.others')} className="space-y-2">
          {others.map((job) => (
            <li key={job.id}>
              <Card className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    #{job.displayNumber}{' '}
                    <span className="font-normal text-slate-600">{t(`service.${job.serviceType}`)}</span>
                  </p>
                  <StatusBadge status={job.status} label={t(`status.${job.status}`)} className="mt-1" />
                </div>
                <Button variant="outline" size="lg" className="h-11" onClick={() => setFocusId(job.id)}>
                  {t('driver.active.showJob')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {nextDriverStep(focused.status) ? (
        <>
          {/* Room for the floating bar, so it never covers the end of the card. */}
          <div aria-hidden="true" className="h-20" />
          <StepActionBar key={focused.id} order={focused} driverId={driverId} onDelivered={onDelivered} />
        </>
      ) : null}
    </div>
  );
}
