import type { OrderStatus } from '@domain/enums';
import { STATUS_LABELS } from '@web/lib/order-labels';
import { cn } from '@web/lib/utils';

/** Colour groups: waiting, on the move, done, stopped. The word carries the meaning; colour only helps. */
const TONES: Readonly<Record<OrderStatus, string>> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  assigned: 'bg-sky-100 text-sky-900',
  pickup_scheduled: 'bg-indigo-100 text-indigo-900',
  pickup_complete: 'bg-indigo-100 text-indigo-900',
  in_transit: 'bg-teal-100 text-teal-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
  declined: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      data-testid="order-status"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
