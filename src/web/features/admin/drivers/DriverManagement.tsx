/**
 * Driver Management: every driver with status, rating, deliveries, current job and last
 * known position, and a map of them. The list refreshes on order frames (a driver turns busy or
 * free) and positions move in place on location frames (use-admin-live.ts).
 */
import { useEffect, useState } from 'react';
import { RefreshCw, UserX } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import type { DriverListItem } from '@domain/admin';
import { useDrivers } from '../api/list-drivers';
import { CapabilitiesDialog } from './CapabilitiesDialog';
import { DriversTable } from './DriversTable';
import { FleetMapPanel } from './FleetMapPanel';
import { PendingDrivers } from './PendingDrivers';
import { byStatusThenName, DRIVER_STATUS_LABELS } from './driver-status';

/** "3 minutes ago" must not stay "just now" all afternoon. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function DriverManagement() {
  const drivers = useDrivers();
  const now = useNow(30_000);
  const [editing, setEditing] = useState<DriverListItem | null>(null);

  if (drivers.isPending) {
    return (
      <div role="status" aria-label="Loading drivers" className="grid gap-4 xl:grid-cols-3">
        <Skeleton className="h-80" />
        <Skeleton className="h-80 xl:col-span-2" />
      </div>
    );
  }
  if (drivers.isError) {
    return (
      <Card
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-red-800"
      >
        Drivers could not be loaded.
        <Button size="sm" variant="outline" onClick={() => void drivers.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  const list = [...drivers.data].sort(byStatusThenName);
  if (list.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <UserX className="size-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">No Drivers Available</h3>
        <p className="text-sm text-slate-600">Drivers appear here once they have signed up.</p>
      </Card>
    );
  }
  const counts = (['available', 'busy', 'offline'] as const)
    .map((s) => `${list.filter((d) => d.status === s).length} ${DRIVER_STATUS_LABELS[s].toLowerCase()}`)
    .join(' · ');

  return (
    <div className="space-y-4">
      <PendingDrivers />
      <p className="text-sm text-slate-600">
        {list.length} {list.length === 1 ? 'driver' : 'drivers'} · {counts}
      </p>
      <div className="grid items-start gap-4 xl:grid-cols-3">
        <div className="min-w-0 xl:sticky xl:top-24">
          <FleetMapPanel drivers={list} />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <DriversTable drivers={list} now={now} onEditCapabilities={setEditing} />
        </div>
      </div>
      <CapabilitiesDialog driver={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
