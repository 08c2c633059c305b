/**
 * The receiving desk of a lab, hospital or bank: what is on its way today with live ETAs and
 * counts, the expected arrivals per hour, and a check-in that scans each piece as it arrives.
 * Orders expected after today are listed below, so nothing on its way is hidden.
 */
import { useState } from 'react';
import { dayKey } from '@domain/central-time';
import { pieceOfText } from '@domain/piece-kinds';
import { expectedArrival, type CheckInResponse, type InboundOrder } from '@domain/receiving';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api';
import { ArrivalsPerHour } from './ArrivalsPerHour';
import { CheckInDialog } from './CheckInDialog';
import { InboundOrderCard } from './InboundOrderCard';
import { useInbound } from './api';

function resultText(order: InboundOrder, answer: CheckInResponse): string {
  const count = answer.pieces.length;
  const inNow = answer.pieces.filter((p) => p.checkedInAt !== null).length;
  if (!answer.discrepancy) return `#${answer.displayNumber}: all ${count} pieces checked in.`;
  const seqOf = new Map(order.pieces.map((p) => [p.label, p.seq]));
  const missing = answer.discrepancy.missing.map((l) => pieceOfText(seqOf.get(l) ?? 0, count).toLowerCase());
  return `#${answer.displayNumber}: ${inNow} of ${count} pieces checked in. Dispatch has been told: ${missing.join(', ')} missing.`;
}

export function ReceivingDeskPage() {
  const inbound = useInbound();
  const [checking, setChecking] = useState<InboundOrder | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const now = new Date(inbound.dataUpdatedAt || Date.now());
  const today = dayKey(now);
  const orders = inbound.data ?? [];
  const isToday = (o: InboundOrder) => {
    const at = expectedArrival(o);
    return o.status === 'delivered' || !at || dayKey(new Date(at)) <= today;
  };
  const todays = orders.filter(isToday);
  const later = orders.filter((o) => !isToday(o));
  const pieces = todays.reduce((n, o) => n + o.pieceCount, 0);
  const checkedIn = todays.reduce((n, o) => n + o.checkedIn, 0);

  return (
    <>
      <PageHeader
        title="Receiving desk"
        description="What is on its way to you today, piece by piece. Updated every 30 seconds."
      />
      {inbound.isPending ? (
        <PageSpinner />
      ) : inbound.error && !inbound.data ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(inbound.error, 'The inbound list could not be loaded.')}
        </p>
      ) : (
        <div className="space-y-6">
          <p role="status" className="min-h-5 text-sm font-medium text-teal-900">
            {result}
          </p>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {[
              ['Orders today', todays.length],
              ['Pieces expected', pieces],
              ['Checked in', checkedIn],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-xs text-slate-700">{label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <ArrivalsPerHour orders={todays} now={now} />
          <InboundList
            title="Inbound today"
            orders={todays}
            empty="Nothing is expected today."
            onCheckIn={setChecking}
          />
          {later.length > 0 ? (
            <InboundList title="Later" orders={later} empty="" onCheckIn={setChecking} />
          ) : null}
        </div>
      )}
      {checking ? (
        <CheckInDialog
          order={checking}
          open
          onOpenChange={(open) => !open && setChecking(null)}
          onDone={(order, answer) => {
            setChecking(null);
            setResult(resultText(order, answer));
          }}
        />
      ) : null}
    </>
  );
}

function InboundList({
  title,
  orders,
  empty,
  onCheckIn,
}: {
  title: string;
  orders: readonly InboundOrder[];
  empty: string;
  onCheckIn: (order: InboundOrder) => void;
}) {
  const id = `inbound-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="space-y-3">
          {orders.map((o) => (
            <InboundOrderCard key={o.id} order={o} onCheckIn={() => onCheckIn(o)} />
          ))}
        </ul>
      )}
    </section>
  );
}
