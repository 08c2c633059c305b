/**
 * Open jobs, nearest first (the server sorts them). The live socket refreshes the list when a job
 * opens or another driver takes one; a tap on Accept for a job that is already gone says so
 * with the server's words and drops the job from the list.
 */
import { PackageSearch } from 'lucide-react';
import type { AvailableJobResponse } from '@domain/driver';
import type { DriverStatus } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useMessages, type Messages } from '@web/i18n';
import { useAcceptJob } from './api/accept-job';
import { useAvailableJobs } from './api/list-available-jobs';
import { EmptyState } from './EmptyState';
import { JobRoute } from './JobRoute';
import { milesText } from './money';
import { PriorityBadge } from './PriorityBadge';
import { DeadlineBadge } from '@web/components/medical';
import { useBoardPosition } from './use-board-position';

type Props = {
  driverId: number;
  shift: DriverStatus | undefined;
  onAccepted: (order: OrderResponse) => void;
};

export function AvailableJobs({ driverId, shift, onAccepted }: Props) {
  const jobs = useAvailableJobs();
  const accept = useAcceptJob(driverId);
  const m = useMessages();
  const { t } = m;
  useBoardPosition(shift);
  // Unknown counts as on shift: the server has the last word on accepting anyway.
  const onShift = shift !== 'offline';

  if (jobs.isPending) return <JobSkeletons />;
  if (jobs.isError) {
    return (
      <Card role="alert" className="p-4 text-sm text-red-800">
        {t('driver.jobs.loadFailed')}
      </Card>
    );
  }
  if (jobs.data.length === 0) {
    return (
      <EmptyState icon={PackageSearch} title={t('driver.jobs.noneTitle')}>
        {t('driver.jobs.none')}
      </EmptyState>
    );
  }

  function take(job: AvailableJobResponse) {
    if (accept.isPending) return;
    accept.mutate(job.id, {
      onSuccess: (order) => {
        toast({
          variant: 'success',
          title: t('driver.jobs.accepted'),
          description: t('driver.jobs.acceptedDetail', { number: order.displayNumber }),
        });
        onAccepted(order);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('driver.jobs.acceptFailed'),
          description: m.errorText(error, 'driver.tryAgain'),
        }),
    });
  }

  return (
    <>
      {onShift ? null : (
        <p role="note" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('driver.jobs.offShift')}
        </p>
      )}
      <ul aria-label={t('driver.jobs.list')} className="space-y-3">
        {jobs.data.map((job) => (
          <li key={job.id}>
            <JobCard
              job={job}
              m={m}
              pending={accept.isPending && accept.variables === job.id}
              disabled={accept.isPending || !onShift}
              onAccept={() => take(job)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function JobCard({
  job,
  m,
  pending,
  disabled,
  onAccept,
}: {
  job: AvailableJobResponse;
  m: Messages;
  pending: boolean;
  disabled: boolean;
  onAccept: () => void;
}) {
  const { t } = m;
  const miles = (value: string | number | null | undefined) => milesText(t, value);
  return (
    <Card aria-label={t('driver.jobs.card', { number: job.displayNumber })} className="space-y-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{t(`service.${job.serviceType}`)}</h3>
          <p className="text-xs text-slate-500">#{job.displayNumber}</p>
        </div>
        <PriorityBadge priority={job.priority} />
      </div>
      <DeadlineBadge order={job} showPickup />
      {job.offerExpiresAt ? (
        // Auto-dispatch holds this job for this driver alone until then.
        <p
          className="rounded-md bg-teal-50 px-3 py-2 text-sm font-medium text-teal-900"
          data-testid="job-offer"
        >
          {t('driver.jobs.offeredUntil')}{' '}
          <time dateTime={job.offerExpiresAt}>{m.time(job.offerExpiresAt)}</time>
        </p>
      ) : null}
      <JobRoute pickup={job.pickupAddress} delivery={job.deliveryAddress} />
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-center">
        <div>
          <dt className="text-xs text-slate-600">{t('driver.jobs.yourPay')}</dt>
          <dd className="text-lg font-bold text-teal-800 tabular-nums">
            {job.driverPay === undefined ? '—' : m.money(job.driverPay)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('driver.jobs.distance')}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{miles(job.distance)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('driver.jobs.toPickup')}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{miles(job.distanceToPickup)}</dd>
        </div>
      </dl>
      <Button
        size="lg"
        className="h-12 w-full"
        onClick={onAccept}
        disabled={disabled}
        pending={pending}
        pendingText={t('driver.jobs.accepting')}
        aria-label={t('driver.jobs.acceptLabel', { number: job.displayNumber })}
      >
        {t('driver.jobs.accept')}
      </Button>
    </Card>
  );
}

export function JobSkeletons() {
  const { t } = useMessages();
  return (
    <div role="status" aria-label={t('driver.jobs.loading')} className="space-y-3">
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-3 p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-12 w-full" />
        </Card>
      ))}
    </div>
  );
}
