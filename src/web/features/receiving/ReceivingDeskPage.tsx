/**
 * The receiving desk of a lab, hospital or bank: what is on its way today with live ETAs and
 * counts, the expected arrivals per hour, and a check-in that scans each piece as it arrives.
 * Orders expected after today are listed below, so nothing on its way is hidden.
 */
import { useState } from 'react';
import { dayKey } from '@domain/central-time';
import { expectedArrival, type CheckInResponse, type InboundOrder } from '@domain/receiving';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages, type Translate } from '@web/i18n';
import { ArrivalsPerHour } from './ArrivalsPerHour';
import { CheckInDialog } from './CheckInDialog';
import { InboundOrderCard } from './InboundOrderCard';
import { useInbound } from './api';

function resultText(t: Translate, order: InboundOrder, answer: CheckInResponse): string {
  const count = answer.pieces.length;
  const number = answer.displayNumber;
  const inNow = answer.pieces.filter((p) => p.checkedInAt !== null).length;
  if (!answer.discrepancy) return t('desk.result.all', { number, count });
  const seqOf = new Map(order.pieces.map((p) => [p.label, p.seq]));
  const missing = answer.discrepancy.missing.map((l) => t('desk.piece', { seq: seqOf.get(l) ?? 0, count }));
  return t('desk.result.missing', { number, inNow, count, missing: missing.join(', ') });
}

export function ReceivingDeskPage() {
  const { t, errorText } = useMessages();
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
      <PageHeader title={t('desk.title')} description={t('desk.description')} />
      {inbound.isPending ? (
        <PageSpinner />
      ) : inbound.error && !inbound.data ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(inbound.error, 'desk.loadFailed')}
        </p>
      ) : (
        <div className="space-y-6">
          <p role="status" className="min-h-5 text-sm font-medium text-teal-900">
            {result}
          </p>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {[
              [t('desk.ordersToday'), todays.length],
              [t('desk.piecesExpected'), pieces],
              [t('desk.checkedIn'), checkedIn],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-xs text-slate-700">{label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <ArrivalsPerHour orders={todays} now={now} />
          <InboundList
            id="inbound-today"
            title={t('desk.inboundToday')}
            orders={todays}
            empty={t('desk.nothingToday')}
            onCheckIn={setChecking}
          />
          {later.length > 0 ? (
            <InboundList
              id="inbound-later"
              title={t('desk.later')}
              orders={later}
              empty=""
              onCheckIn={setChecking}
            />
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
            setResult(resultText(t, order, answer));
          }}
        />
      ) : null}
    </>
  );
}

function InboundList({
  id,
  title,
  orders,
  empty,
  onCheckIn,
}: {
  /** The section's id: the same in every language. */
  id: string;
  title: string;
  orders: readonly InboundOrder[];
  empty: string;
  onCheckIn: (order: InboundOrder) => void;
}) {
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
