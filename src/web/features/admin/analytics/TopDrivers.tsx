/** The range's top drivers as the server ranked them (deliveries, then rating). */
import type { AnalyticsResponse } from '@domain/admin';
import { DriverRanking, type RankingColumn } from '@web/components/DriverRanking';
import { Card, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatMoney, formatRating } from '../format';

type TopDriver = AnalyticsResponse['topDrivers'][number];

const COLUMNS: readonly RankingColumn<TopDriver>[] = [
  { header: 'Deliveries', cell: (d) => d.deliveries },
  { header: 'Rating', cell: (d) => formatRating(d.rating) },
  { header: 'Revenue', cell: (d) => formatMoney(d.revenue) },
];

export function TopDrivers({ drivers }: { drivers: AnalyticsResponse['topDrivers'] }) {
  return (
    <Card data-testid="top-drivers">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Top drivers</CardTitle>
      </CardHeader>
      {drivers.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-slate-600">No deliveries in this range.</p>
      ) : (
        <div className="overflow-x-auto px-2 pb-4 sm:px-4">
          <DriverRanking
            caption="Top drivers"
            rows={drivers}
            rowKey={(d) => d.driverId}
            name={(d) => <span className="font-medium">{d.name}</span>}
            columns={COLUMNS}
          />
        </div>
      )}
    </Card>
  );
}
