/**
 * On/off shift. On shift the driver is offered jobs (and may accept them); busy is the server's
 * own state while a job is under way, shown as on shift. Going off shift with a job under way is
 * refused by the server, whose message the toast shows.
 */
import { useId } from 'react';
import type { DriverStatus } from '@domain/enums';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { useSetShift } from './api/shift';

export function ShiftToggle({ status }: { status: DriverStatus | undefined }) {
  const id = useId();
  const setShift = useSetShift();
  const { t, errorText } = useMessages();
  const onShift = status === 'available' || status === 'busy';
  // While the change is on its way the switch shows where it is going, not where it was.
  const shown = setShift.isPending ? setShift.variables === 'available' : onShift;
  const unknown = status === undefined && !setShift.isPending;
  const title = t(unknown ? 'driver.shift.unknown' : shown ? 'driver.shift.on' : 'driver.shift.off');
  const subtitle = t(
    unknown
      ? 'driver.shift.tapToStart'
      : status === 'busy'
        ? 'driver.shift.onJob'
        : shown
          ? 'driver.shift.receiving'
          : 'driver.shift.notReceiving',
  );

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
        aria-label={t('driver.shift.on')}
        checked={shown}
        disabled={setShift.isPending}
        onCheckedChange={(checked) =>
          setShift.mutate(checked ? 'available' : 'offline', {
            onSuccess: (answer) =>
              toast({
                variant: 'success',
                title: t(answer.status === 'offline' ? 'driver.shift.off' : 'driver.shift.on'),
                description: t(
                  answer.status === 'offline' ? 'driver.shift.offDetail' : 'driver.shift.onDetail',
                ),
              }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: t('driver.shift.failed'),
                description: errorText(error, 'driver.tryAgain'),
              }),
          })
        }
        className="ml-auto"
      />
    </label>
  );
}
