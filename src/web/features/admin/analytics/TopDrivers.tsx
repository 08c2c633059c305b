/** The range's top drivers as the server ranked them (deliveries, then rating). */
import type { AnalyticsResponse } from '@domain/admin';
import { Card, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatMoney, formatRating } from '../format';

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
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Top drivers</caption>
            <thead className="text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  #
                </th>
                <th scope="col" className="px-2 py-2">
                  Driver
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Deliveries
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Rating
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {drivers.map((d, i) => (
                <tr key={d.driverId} className="border-t border-slate-100">
                  <td className="px-2 py-2 text-slate-500 tabular-nums">{i + 1}</td>
                  <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                    {d.name}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{d.deliveries}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatRating(d.rating)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatMoney(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
