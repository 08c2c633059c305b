/**
 * The admin dashboard's four figures, from GET /api/admin/stats. Live frames patch the cached
 * answer (live-stats.ts), so they move without a reload and without a read per frame.
 */
import { ClipboardList, DollarSign, Truck, UserCheck, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminStats } from './api/get-admin-stats';
import { formatCount, formatMoney } from './format';

type Stat = { title: string; value: string; caption: string; icon: LucideIcon; testId: string };

export function StatCards() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="space-y-3 p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-28" />
          </Card>
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Card role="alert" className="p-4 text-sm text-red-800">
        Statistics could not be loaded. Reload the page to try again.
      </Card>
    );
  }
  const s = stats.data;
  const cards: Stat[] = [
    {
      title: 'Total Orders',
      value: formatCount(s.totalOrders),
      caption: 'all time',
      icon: ClipboardList,
      testId: 'stat-total-orders',
    },
    {
      title: 'Active Orders',
      value: formatCount(s.activeOrders),
      caption: 'pending, confirmed, assigned or in transit',
      icon: Truck,
      testId: 'stat-active-orders',
    },
    {
      title: 'Available Drivers',
      value: `${formatCount(s.availableDrivers)} of ${formatCount(s.totalDrivers)}`,
      caption: 'ready for a job now',
      icon: UserCheck,
      testId: 'stat-available-drivers',
    },
    {
      title: 'Total Revenue',
      value: formatMoney(s.totalRevenue),
      caption: `delivered orders · ${formatCount(s.completedToday)} completed today`,
      icon: DollarSign,
      testId: 'stat-total-revenue',
    },
  ];
  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ title, value, caption, icon: Icon, testId }) => (
        <li key={title}>
          <Card className="flex h-full items-start justify-between gap-2 p-4">
            <div className="min-w-0">
              <h2 className="text-xs font-medium text-slate-600 sm:text-sm">{title}</h2>
              <p
                data-testid={testId}
                className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl"
              >
                {value}
              </p>
              {/* The figure says enough on a phone; the definition beside it is for wider screens. */}
              <p className="hidden text-xs text-slate-500 sm:block">{caption}</p>
            </div>
            <Icon className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
