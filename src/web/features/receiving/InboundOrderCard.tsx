/** One order on its way to the desk: where it is, when it should arrive, and its pieces. */
import { Snowflake } from 'lucide-react';
import { PIECE_KIND_LABELS } from '@domain/piece-kinds';
import { TEMPERATURE_LABELS } from '@domain/cold-chain';
import { checkInOpen, INBOUND_STATUS_WORDS, type InboundOrder } from '@domain/receiving';
import { Button } from '@web/components/ui/button';
import { formatClock } from '@web/lib/format';
import { coldClassOf } from './desk-draft';

function arrivalText(order: InboundOrder): string {
  if (order.status === 'delivered') return 'Handed over: check the pieces in';
  if (order.etaAt) return `ETA ${formatClock(new Date(order.etaAt))}${order.late ? ', late' : ''}`;
  return order.deliverBy ? `Due by ${formatClock(new Date(order.deliverBy))}` : 'No time yet';
}

export function InboundOrderCard({ order, onCheckIn }: { order: InboundOrder; onCheckIn: () => void }) {
  const cold = [...new Set(order.pieces.map((p) => coldClassOf(p, order)))].filter((c) => c !== 'ambient');
  const kinds = order.pieces.map((p) => PIECE_KIND_LABELS[p.kind].toLowerCase()).join(', ');
  return (
    <li
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={`#${order.displayNumber}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">#{order.displayNumber}</p>
        <p className={order.late ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-800'}>
          {arrivalText(order)}
        </p>
      </div>
      <p className="text-sm text-slate-700">{INBOUND_STATUS_WORDS[order.status] ?? order.status}</p>
      <p className="text-sm text-slate-800">
        {order.checkedIn} of {order.pieceCount} {order.pieceCount === 1 ? 'piece' : 'pieces'} checked in
        <span className="text-slate-600"> · {kinds}</span>
      </p>
      {cold.length > 0 ? (
        <p className="flex items-center gap-1 text-sm text-sky-900">
          <Snowflake className="size-4 shrink-0" aria-hidden="true" />
          Cold chain: {cold.map((c) => TEMPERATURE_LABELS[c]).join(', ')}
        </p>
      ) : null}
      {checkInOpen(order.status) ? (
        <Button type="button" className="h-11 w-full sm:w-auto" onClick={onCheckIn}>
          Check in #{order.displayNumber}
        </Button>
      ) : null}
    </li>
  );
}
