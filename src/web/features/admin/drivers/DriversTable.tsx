/** The fleet as a table on wide screens and as cards on a phone (cells stack with small labels). */
import type { ReactNode } from 'react';
import type { DriverListItem } from '@domain/admin';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { Button } from '@web/components/ui/button';
import { formatRating } from '../format';
import { capabilitiesText } from './CapabilitiesDialog';
import { DRIVER_STATUS_LABELS, DRIVER_STATUS_TONES, positionText, whereText } from './driver-status';

const COLUMNS = [
  'Driver',
  'Status',
  'Rating',
  'Deliveries',
  'Can carry',
  'Current job',
  'Last known position',
];

function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn('align-top md:px-3 md:py-3', className)}>
      <span className="block text-xs text-slate-500 md:hidden">{label}</span>
      {children}
    </td>
  );
}

type Props = { drivers: DriverListItem[]; now: number; onEditCapabilities: (driver: DriverListItem) => void };

export function DriversTable({ drivers, now, onEditCapabilities }: Props) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">Drivers, available first</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase md:table-header-group">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {drivers.map((d) => {
            const position = whereText(d);
            const coordinates = positionText(d.currentLatitude, d.currentLongitude);
            return (
              <tr
                key={d.id}
                data-driver-id={d.id}
                className="grid grid-cols-2 gap-x-4 gap-y-2 border-b border-slate-200 p-4 md:table-row md:p-0"
              >
                <Cell label="Driver" className="col-span-2">
                  <span className="block font-medium text-slate-900">
                    {d.user.firstName} {d.user.lastName}
                  </span>
                  <span className="block text-xs whitespace-nowrap text-slate-600">
                    {d.user.phone ?? d.user.email}
                  </span>
                </Cell>
                <Cell label="Status">
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      DRIVER_STATUS_TONES[d.status],
                    )}
                  >
                    {DRIVER_STATUS_LABELS[d.status]}
                  </span>
                </Cell>
                <Cell label="Rating" className="tabular-nums">
                  {formatRating(d.rating)}
                </Cell>
                <Cell label="Deliveries" className="tabular-nums">
                  {d.totalDeliveries.toLocaleString('en-US')}
                </Cell>
                <Cell label="Can carry" className="col-span-2 md:col-span-1">
                  <span className="block">{capabilitiesText(d)}</span>
                  <Button
                    type="button"
                    variant="link"
                    className="h-auto min-h-6 px-0 py-0.5"
                    aria-label={`Edit capabilities of ${d.user.firstName} ${d.user.lastName}`}
                    onClick={() => onEditCapabilities(d)}
                  >
                    Edit capabilities
                  </Button>
                </Cell>
                <Cell label="Current job">
                  {d.currentJob ? (
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className="font-medium tabular-nums">#{d.currentJob.displayNumber}</span>
                      <StatusBadge status={d.currentJob.status} />
                    </span>
                  ) : (
                    <span className="text-slate-500">None</span>
                  )}
                </Cell>
                <Cell label="Last known position" className="col-span-2 md:col-span-1">
                  {position ? (
                    <>
                      <span className="block" title={coordinates ?? undefined}>
                        {position}
                      </span>
                      <time
                        dateTime={d.locationUpdatedAt ?? undefined}
                        title={formatDateTime(d.locationUpdatedAt)}
                        className="block text-xs text-slate-600"
                      >
                        {formatRelative(d.locationUpdatedAt, now)}
                      </time>
                    </>
                  ) : (
                    <span className="text-slate-500">Not reported yet</span>
                  )}
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
