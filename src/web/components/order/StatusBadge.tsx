import { clientStatus, type ClientStatusInput, type ClientStatusTone } from '@domain/client-status';
import type { OrderStatus } from '@domain/enums';
import { cn } from '@web/lib/utils';
import { useMessages } from '@web/i18n';

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

const CLIENT_TONES: Readonly<Record<ClientStatusTone, string>> = {
  waiting: 'bg-amber-100 text-amber-900',
  moving: 'bg-teal-100 text-teal-900',
  done: 'bg-emerald-100 text-emerald-900',
  stopped: 'bg-slate-200 text-slate-800',
};

const BADGE =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * The status as a badge. Given the order, it says what a client reads (client-status.ts: the
 * status with the payment and the address check); given only a status, the state machine's word
 * (dispatch and driver screens, where the status itself is the working fact).
 */
export function StatusBadge({
  status,
  order,
  className,
  label,
}: {
  className?: string;
  /** The status in the reader's language, where the screen is translated (the driver app). */
  label?: string;
} & ({ order: ClientStatusInput; status?: never } | { status: OrderStatus; order?: never })) {
  const { t } = useMessages();
  if (order) {
    const worded = clientStatus(order);
    return (
      <span
        data-testid="order-status"
        data-status={worded.key}
        className={cn(BADGE, CLIENT_TONES[worded.tone], className)}
      >
        {t(`clientStatus.${worded.key}`)}
      </span>
    );
  }
  return (
    <span data-testid="order-status" className={cn(BADGE, TONES[status!], className)}>
      {label ?? t(`status.${status!}`)}
    </span>
  );
}
