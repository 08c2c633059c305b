import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';

/** Pickup -> delivery, as two stops on a line: the order a driver reads a job in. */
export function JobRoute({
  pickup,
  delivery,
  next,
}: {
  pickup: string;
  delivery: string;
  /** The stop the driver heads to now, marked so it stands out at a glance. */
  next?: 'pickup' | 'delivery' | null;
}) {
  const { t } = useMessages();
  const stops = [
    { kind: 'pickup', label: t('driver.route.pickup'), address: pickup, dot: 'bg-teal-700' },
    { kind: 'delivery', label: t('driver.route.delivery'), address: delivery, dot: 'bg-red-700' },
  ] as const;
  return (
    <ol aria-label={t('driver.route.label')} className="space-y-2">
      {stops.map((stop, i) => (
        <li key={stop.kind} className="relative flex gap-3">
          {i === 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-4 bottom-[-0.75rem] left-[5px] w-0.5 bg-slate-300"
            />
          ) : null}
          <span aria-hidden="true" className={cn('relative mt-1.5 size-3 shrink-0 rounded-full', stop.dot)} />
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {stop.label}
              {next === stop.kind ? (
                <span className="ml-2 text-teal-700 normal-case">{t('driver.route.next')}</span>
              ) : null}
            </p>
            <p className="text-sm font-medium break-words text-slate-900">{stop.address}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
