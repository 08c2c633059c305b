/**
 * Driver dashboard, laid out for a phone held in one hand: the stat cards, the shift
 * switch, and tabs for Available Jobs, Active Deliveries and Performance (opened on Active
 * Deliveries while the driver holds a job). Location sharing lives here, not in a tab, so switching
 * tabs never stops it; leaving the page (or signing out) does.
 */
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import type { OrderResponse } from '@domain/orders';
import { PageHeader } from '@web/components/PageHeader';
import { Card } from '@web/components/ui/card';
import { useAuthUser } from '@web/lib/session';
import { ActiveDeliveries } from './ActiveDeliveries';
import { useActiveJobs } from './api/list-active-jobs';
import { useShiftStatus } from './api/shift';
import { AvailableJobs } from './AvailableJobs';
import { PerformanceTab } from './PerformanceTab';
import { ShiftToggle } from './ShiftToggle';
import { StatCards } from './StatCards';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
import { useJobAlerts } from './use-job-alerts';
import { useLocationSharing } from './use-location-sharing';
import { OfflineStatus } from './OfflineStatus';
import { useMessages } from '@web/i18n';

type Tab = 'available' | 'active' | 'performance';

export function DriverDashboardPage() {
  const user = useAuthUser();
  const { t } = useMessages();
  if (!user) return <Redirect to="/login" replace />;
  if (user.driverId === undefined) {
    return (
      <Card role="alert" className="p-6 text-slate-800">
        {t('driver.noProfile')}
      </Card>
    );
  }
  return <DriverDashboard driverId={user.driverId} userId={user.id} />;
}

function DriverDashboard({ driverId, userId }: { driverId: number; userId: number }) {
  const active = useActiveJobs(driverId);
  const shift = useShiftStatus(driverId, active.data);
  const sharing = useLocationSharing(active.data ?? []);
  // The tab opens once the driver's jobs are known: a driver with a job in hand (a reload mid-job,
  // a job dispatch assigned) lands on it, not on the board of other jobs. Decided once, so a job
  // finished meanwhile leaves the driver on its "Delivered" card rather than switching tabs.
  const [chosen, setChosen] = useState<Tab | null>(null);
  const holdsJob = active.data?.some((job) => job.status !== 'delivered') ?? false;
  useEffect(() => {
    if (chosen === null && active.data) setChosen(holdsJob ? 'active' : 'available');
  }, [chosen, active.data, holdsJob]);
  const tab: Tab = chosen ?? (active.isPending || holdsJob ? 'active' : 'available');
  const setTab = (next: Tab) => setChosen(next);
  // Jobs delivered in this visit, kept so the driver can rate the client (the server's list drops them).
  const [delivered, setDelivered] = useState<OrderResponse[]>([]);
  useJobAlerts(driverId);
  const { t } = useMessages();
  const activeCount = active.data?.filter((job) => job.status !== 'delivered').length ?? 0;

  return (
    <>
      <PageHeader
        title={t('driver.title')}
        description={t('driver.description')}
        actions={<ShiftToggle status={shift} />}
      />
      <div className="space-y-5">
        <OfflineStatus userId={userId} />
        <StatCards driverId={driverId} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={t('driver.views')}>
            <TabsTrigger value="available">{t('driver.tab.available')}</TabsTrigger>
            <TabsTrigger value="active">
              {t('driver.tab.active')}
              {activeCount > 0 ? (
                <span className="rounded-full bg-teal-700 px-1.5 text-xs font-semibold text-white tabular-nums">
                  {activeCount}
                </span>
              ) : null}
            </TabsTrigger>
            <TabsTrigger value="performance">{t('driver.tab.performance')}</TabsTrigger>
          </TabsList>
          <TabsContent value="available">
            <AvailableJobs driverId={driverId} shift={shift} onAccepted={() => setTab('active')} />
          </TabsContent>
          <TabsContent value="active">
            <ActiveDeliveries
              driverId={driverId}
              jobs={active}
              sharing={sharing}
              delivered={delivered}
              onDelivered={(order) =>
                setDelivered((list) => [order, ...list.filter((o) => o.id !== order.id)])
              }
              onDismissDelivered={(orderId) => setDelivered((list) => list.filter((o) => o.id !== orderId))}
            />
          </TabsContent>
          <TabsContent value="performance">
            <PerformanceTab driverId={driverId} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
