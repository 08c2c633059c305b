/**
 * How well addresses are known, week by week: the share of orders whose both ends were found at
 * street level, and the share dispatch had to check. Learned addresses (decision 052) should move
 * the first up and the second down.
 */
import type { AnalyticsResponse } from '@domain/admin';
import { Card, CardHeader, CardTitle } from '@web/components/ui/card';
import { longDay } from './analytics-range';

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

export function AddressQuality({ weeks }: { weeks: AnalyticsResponse['addressQuality'] }) {
  return (
    <Card data-testid="address-quality">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Address quality per week</CardTitle>
      </CardHeader>
      <div className="overflow-x-auto px-2 pb-4 sm:px-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Address quality per week</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="px-2 py-1 font-medium">
                Week of
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Street-level
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Needed address check
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {longDay(w.weekStart)}
                </th>
                <td className="px-2 py-1 text-right">{w.orders}</td>
                <td className="px-2 py-1 text-right">{percent(w.streetPercentage)}</td>
                <td className="px-2 py-1 text-right">{percent(w.reviewPercentage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
