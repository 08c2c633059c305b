/**
 * The dispatch console: the four figures, then Order Management, Driver
 * Management and Analytics as tabs. The open tab is in the URL (?tab=), so a reload or a shared
 * link lands on the same view. Analytics is its own chunk: most of the day is spent in orders.
 */
import { lazy, Suspense, useState } from 'react';
import { BarChart3, ClipboardList, Truck } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './AdminTabs';
import { StatCards } from './StatCards';
import { AccessAlertsPanel } from '@web/features/audit';
import { DiscrepanciesPanel } from '@web/features/receiving';
import { DriverManagement } from './drivers/DriverManagement';
import { OrderManagement } from './orders/OrderManagement';
import { NO_ADMIN_FILTERS, type AdminOrderFilters } from './orders/order-query';
import { useAdminLiveRefresh } from './use-admin-live';

const AnalyticsTab = lazy(() => import('./analytics/AnalyticsTab'));

const TABS = ['orders', 'drivers', 'analytics'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function AdminDashboardPage() {
  useAdminLiveRefresh();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'orders';
  // Held here, not in the tab, so the filters survive a look at the drivers or the charts.
  // ?q= opens the table searched (a link from an import's result names the order).
  const [filters, setFilters] = useState<AdminOrderFilters>(() => ({
    ...NO_ADMIN_FILTERS,
    q: params.get('q')?.slice(0, 100) ?? '',
  }));

  const choose = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'orders') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Approve orders, dispatch drivers and watch the numbers."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/orders/import">Import orders</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/standing-orders">Standing orders</Link>
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <AccessAlertsPanel />
        <DiscrepanciesPanel />
        <StatCards />
        <Tabs value={tab} onValueChange={choose}>
          <TabsList aria-label="Dispatch console sections">
            <TabsTrigger value="orders">
              <ClipboardList aria-hidden="true" />
              Order Management
            </TabsTrigger>
            <TabsTrigger value="drivers">
              <Truck aria-hidden="true" />
              Driver Management
            </TabsTrigger>
            <TabsTrigger value="analytics">
              <BarChart3 aria-hidden="true" />
              Analytics
            </TabsTrigger>
          </TabsList>
          <TabsContent value="orders">
            <OrderManagement filters={filters} onFiltersChange={setFilters} />
          </TabsContent>
          <TabsContent value="drivers">
            <DriverManagement />
          </TabsContent>
          <TabsContent value="analytics">
            <Suspense fallback={<AnalyticsFallback />}>
              <AnalyticsTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

function AnalyticsFallback() {
  return (
    <div role="status" aria-label="Loading analytics" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-72 lg:col-span-2" />
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </div>
  );
}
