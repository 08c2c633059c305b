/**
 * Assign Driver: the available drivers nearest the pickup first, with distance,
 * rating and deliveries; Assign stays disabled until one is chosen. Native radios in a fieldset
 * give the arrow-key behaviour and the announcements of a radio group for free.
 */
import { useId, useState } from 'react';
import { Star, UserX } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorCode } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { useAssignDriver } from '../api/assign-driver';
import { useDrivers } from '../api/list-drivers';
import { errorToast } from '../error-toast';
import { formatRating } from '../format';
import { distanceText, driverName, nearestFirst, unfitFor } from './driver-choice';

type Props = { order: OrderResponse | null; onClose: () => void };

export function AssignDriverDialog({ order, onClose }: Props) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {order ? <AssignForm key={order.id} order={order} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({ order, onClose }: { order: OrderResponse; onClose: () => void }) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const drivers = useDrivers({ latitude: order.pickupLatitude, longitude: order.pickupLongitude });
  const assign = useAssignDriver();
  const list = drivers.data ? nearestFirst(drivers.data) : [];
  // A driver the server would refuse (no cooler, vehicle too small, too far) is listed, off,
  // with the reason; one who went busy since the list loaded cannot stay selected.
  const unfit = new Map(list.map((d) => [d.id, unfitFor(d, order)]));
  const selected = list.some((d) => d.id === chosen && !unfit.get(d.id)) ? chosen : null;

  const submit = () => {
    const driver = list.find((d) => d.id === selected);
    if (!driver) return;
    assign.mutate(
      { order, driverId: driver.id },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Driver Assigned',
            description: `${driverName(driver)} is on #${order.displayNumber}.`,
          });
          onClose();
        },
        onError: (error) => {
          toast(errorToast('assign', error));
          // Taken or busy meanwhile: show the list as it is now.
          const code = errorCode(error);
          if (code === 'DRIVER_UNAVAILABLE' || code === 'JOB_TAKEN') void drivers.refetch();
        },
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Assign Driver</DialogTitle>
        <DialogDescription>
          #{order.displayNumber}: pickup at {order.pickupAddress}. Available drivers, nearest first.
        </DialogDescription>
      </DialogHeader>
      {drivers.isPending ? (
        <div role="status" aria-label="Loading drivers" className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : drivers.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Drivers could not be loaded.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void drivers.refetch()}>
            Try again
          </Button>
        </p>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center">
          <UserX className="size-8 text-slate-400" aria-hidden="true" />
          <h3 className="font-semibold text-slate-900">No Drivers Available</h3>
          <p className="text-sm text-slate-600">
            Every driver is busy or offline. Try again in a few minutes.
          </p>
        </div>
      ) : (
        <fieldset className="max-h-80 space-y-2 overflow-y-auto p-0.5">
          <legend className="sr-only">Available drivers</legend>
          {list.map((driver) => (
            <label
              key={driver.id}
              htmlFor={`${id}-${driver.id}`}
              data-testid="driver-option"
              data-distance={driver.distanceMiles ?? ''}
              className={cn(
                'flex items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600',
                unfit.get(driver.id)
                  ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                  : selected === driver.id
                    ? 'cursor-pointer border-teal-600 bg-teal-50'
                    : 'cursor-pointer border-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                id={`${id}-${driver.id}`}
                type="radio"
                name={`${id}-driver`}
                value={driver.id}
                checked={selected === driver.id}
                disabled={Boolean(unfit.get(driver.id))}
                aria-describedby={unfit.get(driver.id) ? `${id}-${driver.id}-why` : undefined}
                onChange={() => setChosen(driver.id)}
                className="size-4 accent-teal-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{driverName(driver)}</span>
                <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <Star className="size-3 fill-amber-400 text-amber-500" aria-hidden="true" />
                    {formatRating(driver.rating)}
                    {driver.rating ? <span className="sr-only"> rating</span> : null}
                  </span>
                  <span>{driver.totalDeliveries.toLocaleString('en-US')} deliveries</span>
                </span>
                {unfit.get(driver.id) ? (
                  <span id={`${id}-${driver.id}-why`} className="block text-xs font-medium text-red-800">
                    {unfit.get(driver.id)!.reason}
                  </span>
                ) : null}
              </span>
              <span className="text-sm font-medium whitespace-nowrap text-slate-800 tabular-nums">
                {distanceText(driver)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={selected === null}
          pending={assign.isPending}
          pendingText="Assigning…"
          onClick={submit}
        >
          Assign
        </Button>
      </DialogFooter>
    </>
  );
}
