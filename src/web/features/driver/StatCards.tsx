/** The driver's four stat cards, from GET /api/driver/stats/{driverId} (figures the server computed). */
import { CircleCheck, CircleDollarSign, Package, Route, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDriverStats } from './api/get-driver-stats';
import { useMessages } from '@web/i18n';

type Tile = { title: string; value: string; caption: string; icon: LucideIcon };

export function StatCards({ driverId }: { driverId: number }) {
  const stats = useDriverStats(driverId);
  const m = useMessages();
  const { t } = m;
  if (stats.isPending) {
    return (
      <div
        role="status"
        aria-label={t('driver.stats.loading')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="space-y-2 p-4">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-7 w-16" />
          </Card>
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Card role="alert" className="p-4 text-sm text-red-800">
        {t('driver.stats.loadFailed')}
      </Card>
    );
  }
  const s = stats.data;
  const tiles: Tile[] = [
    {
      title: t('driver.stats.available'),
      // "near you" only for jobs within the stated radius of the driver's last position.
      value: s.nearbyJobs != null ? String(s.nearbyJobs) : String(s.availableJobs),
      caption:
        s.nearbyJobs != null
          ? t('driver.stats.nearby', { radius: s.nearRadiusMiles ?? 50, open: s.availableJobs })
          : t('driver.stats.allOpen'),
      icon: Package,
    },
    {
      title: t('driver.stats.completed'),
      value: String(s.completedJobs),
      caption: t('driver.stats.delivered'),
      icon: CircleCheck,
    },
    {
      title: t('driver.stats.miles'),
      value: Number(s.milesDriven).toFixed(1),
      caption: t('driver.stats.milesCaption'),
      icon: Route,
    },
    {
      title: t('driver.stats.earned'),
      value: m.money(s.moneyEarned),
      caption: t('driver.stats.pay'),
      icon: CircleDollarSign,
    },
  ];
  return (
    <ul aria-label={t('driver.stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ title, value, caption, icon: Icon }) => (
        <li key={title}>
          <Card className="flex h-full items-start justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-600 sm:text-sm">{title}</p>
              <p className="mt-1 truncate text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
              <p className="text-xs text-slate-500">{caption}</p>
            </div>
            <Icon className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
