/**
 * Analytics (only admins see statistics and analytics). Its own chunk (React.lazy in the page),
 * so the charts cost nothing until the tab is opened. Every figure is the server's
 * (GET /api/admin/analytics); the page only draws them.
 */
import { useState } from 'react';
import { businessDay, type AnalyticsResponse } from '@domain/admin';
import { PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import { formatDuration } from '@domain/eta';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { PRIORITY_LABELS, SERVICE_LABELS } from '@web/lib/order-labels';
import { serverMessage } from '@web/lib/api';
import { useAnalytics } from '../api/get-analytics';
import { formatMoney } from '../format';
import { AddressQuality } from './AddressQuality';
import { longDay, resolveRange, type RangeChoice } from './analytics-range';
import { CategoryBars } from './CategoryBars';
import { ChartFigure } from './ChartFigure';
import { DailyChart } from './DailyChart';
import { RangePicker } from './RangePicker';
import { TopDrivers } from './TopDrivers';

export default function AnalyticsTab() {
  const today = businessDay(new Date());
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'preset', days: 30 });
  const initial = resolveRange({ kind: 'preset', days: 30 }, today);
  const [custom, setCustom] = useState(() => ('from' in initial ? initial : { from: '', to: today }));
  const resolved = resolveRange(choice, today);
  const range = 'from' in resolved ? resolved : null;
  const analytics = useAnalytics(range);

  return (
    <div className="space-y-4">
      <RangePicker
        choice={choice}
        custom={custom}
        resolved={resolved}
        onChoose={setChoice}
        onCustomChange={setCustom}
      />
      {analytics.isPending ? (
        <div role="status" aria-label="Loading analytics" className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-72 lg:col-span-2" />
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : analytics.isError ? (
        <Card role="alert" className="p-4 text-sm text-red-800">
          Analytics could not be loaded. {serverMessage(analytics.error, 'Reload the page to try again.')}
        </Card>
      ) : (
        <AnalyticsBody data={analytics.data} updating={analytics.isFetching} />
      )}
    </div>
  );
}

function AnalyticsBody({ data, updating }: { data: AnalyticsResponse; updating: boolean }) {
  const days = data.perDay.map((d) => ({ date: d.date, orders: d.orders, revenue: Number(d.revenue) }));
  // The server's order of categories may vary; the enum order keeps the charts stable between ranges.
  const services = SERVICE_TYPES.map((s) => data.byServiceType.find((x) => x.serviceType === s)).filter(
    (x) => x !== undefined,
  );
  const priorities = PRIORITIES.map((p) => data.byPriority.find((x) => x.priority === p)).filter(
    (x) => x !== undefined,
  );

  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy={updating || undefined}>
      <p className="text-sm text-slate-600 lg:col-span-2">
        {longDay(data.from)} to {longDay(data.to)} (Central time){updating ? ' · Updating…' : ''}
      </p>
      <Kpi
        title="On-time deliveries"
        testId="kpi-on-time"
        value={data.onTimePercentage === null ? 'No deliveries' : `${data.onTimePercentage.toFixed(1)}%`}
        caption="delivered within their priority's window"
      />
      <Kpi
        title="Average time to delivery"
        testId="kpi-average-delivery"
        value={
          data.averageDeliveryMinutes === null ? 'No deliveries' : formatDuration(data.averageDeliveryMinutes)
        }
        caption="from booking to delivery"
      />
      <ChartFigure
        className="lg:col-span-2"
        testId="chart-per-day"
        title="Orders and revenue per day"
        description="Orders booked each day; revenue of those delivered."
        table={{
          columns: ['Date', 'Orders', 'Revenue'],
          rows: data.perDay.map((d) => [d.date, d.orders, formatMoney(d.revenue)]),
        }}
      >
        {(width, labelledBy) => <DailyChart days={days} width={width} labelledBy={labelledBy} />}
      </ChartFigure>
      <ChartFigure
        testId="chart-service"
        title="Orders by service type"
        table={{
          columns: ['Service type', 'Orders', 'Revenue'],
          rows: services.map((s) => [SERVICE_LABELS[s.serviceType], s.orders, formatMoney(s.revenue)]),
        }}
      >
        {(width, labelledBy) => (
          <CategoryBars
            width={width}
            labelledBy={labelledBy}
            items={services.map((s) => ({
              key: s.serviceType,
              label: SERVICE_LABELS[s.serviceType],
              value: s.orders,
            }))}
          />
        )}
      </ChartFigure>
      <ChartFigure
        testId="chart-priority"
        title="Orders by priority"
        table={{
          columns: ['Priority', 'Orders'],
          rows: priorities.map((p) => [PRIORITY_LABELS[p.priority], p.orders]),
        }}
      >
        {(width, labelledBy) => (
          <CategoryBars
            width={width}
            labelledBy={labelledBy}
            color="#4338ca"
            items={priorities.map((p) => ({
              key: p.priority,
              label: PRIORITY_LABELS[p.priority],
              value: p.orders,
            }))}
          />
        )}
      </ChartFigure>
      <div className="lg:col-span-2">
        <TopDrivers drivers={data.topDrivers} />
      </div>
      <div className="lg:col-span-2">
        <AddressQuality weeks={data.addressQuality} />
      </div>
    </div>
  );
}

function Kpi({
  title,
  value,
  caption,
  testId,
}: {
  title: string;
  value: string;
  caption: string;
  testId: string;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p data-testid={testId} className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {value}
      </p>
      <p className="text-xs text-slate-500">{caption}</p>
    </Card>
  );
}
