/**
 * Dispatch sets what a driver can carry: a cooler, the vehicle's size, and its own maximum distance
 * to a pickup (blank: dispatch's setting). The assign list, the assign call, auto-dispatch and the
 * driver's board all read these through one rule (jobFit), so a change here changes what they offer.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DriverListItem } from '@domain/admin';
import {
  MAX_DISTANCE_LIMIT_MILES,
  VEHICLE_SIZE_LABELS,
  VEHICLE_SIZES,
  updateDriverCapabilitiesRequest,
  type UpdateDriverCapabilitiesRequest,
  type VehicleSize,
} from '@domain/driver-capabilities';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { useMessages } from '@web/i18n';
import { placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useSetDriverCapabilities } from '../api/set-driver-capabilities';

/** "Cooler · Van · 50 mi": what the table shows; "(setting)" when the distance is dispatch's. */
export function capabilitiesText(d: DriverListItem): string {
  const parts = [
    d.coldChain ? 'Cooler' : 'No cooler',
    d.vehicleSize ? VEHICLE_SIZE_LABELS[d.vehicleSize] : 'Vehicle not recorded',
  ];
  if (d.reachMiles !== undefined)
    parts.push(`${d.reachMiles} mi${d.maxDistanceMiles == null ? ' (setting)' : ''}`);
  return parts.join(' · ');
}

/** The API's messages name its fields ("maxDistanceMiles must be…"); a person reads words. */
const FIELD_WORDS: Record<string, string> = {
  maxDistanceMiles: 'The distance',
  vehicleSize: 'The vehicle size',
  coldChain: 'The cooler',
};
const inWords = (field: string, message: string | undefined) =>
  message && FIELD_WORDS[field] ? message.replace(field, FIELD_WORDS[field]) : message;

/** The boxes as typed: no size chosen is null, a blank distance is null (dispatch's setting). */
type CapabilityValues = { coldChain: boolean; vehicleSize: VehicleSize | ''; maxDistanceMiles: string };

const toRequest = ({ coldChain, vehicleSize, maxDistanceMiles: miles }: CapabilityValues) => ({
  coldChain,
  vehicleSize: vehicleSize === '' ? null : vehicleSize,
  maxDistanceMiles: miles.trim() === '' ? null : Number(miles),
});

type Props = { driver: DriverListItem | null; onClose: () => void };

export function CapabilitiesDialog({ driver, onClose }: Props) {
  return (
    <Dialog open={driver !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {driver ? <CapabilitiesForm key={driver.id} driver={driver} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CapabilitiesForm({ driver, onClose }: { driver: DriverListItem; onClose: () => void }) {
  const name = `${driver.user.firstName} ${driver.user.lastName}`;
  const { fieldErrorList } = useMessages();
  const resolver = useWordedResolver<CapabilityValues, UpdateDriverCapabilitiesRequest>(
    updateDriverCapabilitiesRequest,
    toRequest,
  );
  const form = useForm<CapabilityValues, unknown, UpdateDriverCapabilitiesRequest>({
    resolver,
    defaultValues: {
      coldChain: driver.coldChain,
      vehicleSize: driver.vehicleSize ?? '',
      maxDistanceMiles: driver.maxDistanceMiles == null ? '' : String(driver.maxDistanceMiles),
    },
  });
  // What the server said when it named no field.
  const [unplaced, setUnplaced] = useState<string | null>(null);
  const save = useSetDriverCapabilities();
  const { errors } = form.formState;
  const formError = unplaced ?? inWords('coldChain', errors.coldChain?.message);

  const submit = form.handleSubmit((change) => {
    setUnplaced(null);
    save.mutate(
      { driverId: driver.id, change },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Driver updated',
            description: `${name}'s capabilities saved.`,
          });
          onClose();
        },
        onError: (error) => {
          if (!placeServerErrors(form, error, fieldErrorList))
            setUnplaced(serverMessage(error, 'The capabilities could not be saved.'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DialogHeader>
        <DialogTitle>What {name} can carry</DialogTitle>
        <DialogDescription>
          Assigning, auto-dispatch and the driver&apos;s job board only offer jobs this driver can take.
        </DialogDescription>
      </DialogHeader>
      <label className="flex min-h-6 items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" className="size-5 accent-teal-700" {...form.register('coldChain')} />
        Has a cooler (refrigerated and frozen jobs)
      </label>
      <Field label="Vehicle size" error={inWords('vehicleSize', errors.vehicleSize?.message)}>
        <NativeSelect {...form.register('vehicleSize')}>
          <option value="">Not recorded</option>
          {VEHICLE_SIZES.map((size) => (
            <option key={size} value={size}>
              {VEHICLE_SIZE_LABELS[size]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Maximum distance to a pickup (miles)"
        error={inWords('maxDistanceMiles', errors.maxDistanceMiles?.message)}
        hint={`1 to ${MAX_DISTANCE_LIMIT_MILES}. Leave blank to use dispatch's setting${
          driver.maxDistanceMiles == null && driver.reachMiles !== undefined
            ? ` (${driver.reachMiles} mi)`
            : ''
        }.`}
      >
        <Input inputMode="numeric" {...form.register('maxDistanceMiles')} />
      </Field>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending} pendingText="Saving…">
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
