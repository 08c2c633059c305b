/**
 * On/off shift. On shift the driver is offered jobs (and may accept them); busy is the server's
 * own state while a job is under way, shown as on shift. Going off shift with a job under way is
 * refused by the server, whose message the toast shows.
 */
import { useId } from 'react';
import type { DriverStatus } from '@domain/enums';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { useSetShift } from './api/shift';

export function ShiftToggle({ status }: { status: DriverStatus | undefined }) {
  const id = useId();
  const setShift = useSetShift();
  const onShift = status === 'available' || status === 'busy';
  // While the change is on its way the switch shows where it is going, not where it was.
  const shown = setShift.isPending ? setShift.variables === 'available' : onShift;
  const unknown = status === undefined && !setShift.isPending;
  const title = unknown ? 'Shift' : shown ? 'On shift' : 'Off shift';
  const subtitle = unknown
    ? 'Tap to go on shift'
    : status === 'busy'
      ? 'On a job'
      : shown
        ? 'Receiving jobs'
        : 'Not receiving jobs';

  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2',
        shown ? 'border-teal-200 bg-teal-50' : 'border-slate-200 bg-white',
      )}
    >
      <span className="text-sm">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-xs text-slate-600">{subtitle}</span>
      </span>
      <Switch
        id={id}
        aria-label="On shift"
        checked={shown}
        disabled={setShift.isPending}
        onCheckedChange={(checked) =>
          setShift.mutate(checked ? 'available' : 'offline', {
            onSuccess: (answer) =>
              toast({
                variant: 'success',
                title: answer.status === 'offline' ? 'Off shift' : 'On shift',
                description:
                  answer.status === 'offline'
                    ? 'You will not be offered jobs.'
                    : 'New jobs will appear live.',
              }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Could not change your shift',
                description: serverMessage(error, 'Please try again.'),
              }),
          })
        }
        className="ml-auto"
      />
    </label>
  );
}
