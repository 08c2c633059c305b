import type { Priority } from '@domain/enums';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';

/** The word carries the meaning; the colour helps pick out an emergency in a list at a glance. */
const TONES: Readonly<Record<Priority, string>> = {
  emergency: 'bg-red-100 text-red-900 ring-red-200',
  express: 'bg-amber-100 text-amber-900 ring-amber-200',
  standard: 'bg-slate-100 text-slate-800 ring-slate-200',
  scheduled: 'bg-sky-100 text-sky-900 ring-sky-200',
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useMessages();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[priority],
      )}
    >
      {t(`priority.${priority}`)}
    </span>
  );
}
