/** One order on its way to the desk: where it is, when it should arrive, and its pieces. */
import { Snowflake } from 'lucide-react';
import { checkInOpen, INBOUND_STATUS_WORDS, type InboundOrder } from '@domain/receiving';
import { Button } from '@web/components/ui/button';
import { useMessages, type Messages, type MessageKey } from '@web/i18n';
import { coldClassOf } from './desk-draft';

function arrivalText({ t, time }: Messages, order: InboundOrder): string {
  if (order.status === 'delivered') return t('desk.card.handedOver');
  if (order.etaAt) return t(order.late ? 'desk.card.etaLate' : 'desk.card.eta', { time: time(order.etaAt) });
  return order.deliverBy ? t('desk.card.dueBy', { time: time(order.deliverBy) }) : t('desk.card.noTime');
}

export function InboundOrderCard({ order, onCheckIn }: { order: InboundOrder; onCheckIn: () => void }) {
  const messages = useMessages();
  const { t } = messages;
  const cold = [...new Set(order.pieces.map((p) => coldClassOf(p, order)))].filter((c) => c !== 'ambient');
  const kinds = order.pieces.map((p) => t(`pieceKind.${p.kind}`).toLowerCase()).join(', ');
  // Each status the desk's table words has a key; any other shows as it is.
  const status = INBOUND_STATUS_WORDS[order.status]
    ? t(`inboundStatus.${order.status}` as MessageKey)
    : order.status;
  return (
    <li
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={`#${order.displayNumber}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">#{order.displayNumber}</p>
        <p className={order.late ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-800'}>
          {arrivalText(messages, order)}
        </p>
      </div>
      <p className="text-sm text-slate-700">{status}</p>
      <p className="text-sm text-slate-800">
        {t('desk.card.progress', { checkedIn: order.checkedIn, count: order.pieceCount })}
        <span className="text-slate-600"> · {kinds}</span>
      </p>
      {cold.length > 0 ? (
        <p className="flex items-center gap-1 text-sm text-sky-900">
          <Snowflake className="size-4 shrink-0" aria-hidden="true" />
          {t('desk.card.cold', { classes: cold.map((c) => t(`temperature.${c}`)).join(', ') })}
        </p>
      ) : null}
      {checkInOpen(order.status) ? (
        <Button type="button" className="h-11 w-full sm:w-auto" onClick={onCheckIn}>
          {t('desk.card.checkIn', { number: order.displayNumber })}
        </Button>
      ) : null}
    </li>
  );
}
