/**
 * The live ETA: the time the server worked out from the driver's newest position, and
 * a plain "Running late" when it is past the promised time. Before the driver shares a position
 * there is no live figure and none is made up: the promise is the order's deadline, shown beside.
 */
import type { OrderResponse } from '@domain/orders';
import { clockText } from '@domain/service-levels';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';

type EtaOrder = Pick<OrderResponse, 'etaAt' | 'etaLate'>;

/** 'about 3:40 PM', or null when there is no live ETA. */
export function etaClock(order: Pick<OrderResponse, 'etaAt'>): string | null {
  if (!order.etaAt) return null;
  const at = new Date(order.etaAt);
  return Number.isNaN(at.getTime()) ? null : `about ${clockText(at)}`;
}

export function LiveEta({ order, className }: { order: EtaOrder; className?: string }) {
  const { t, clock } = useMessages();
  const at = order.etaAt ? new Date(order.etaAt) : null;
  const live = at && !Number.isNaN(at.getTime()) ? clock(at) : null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2', className)} data-testid="live-eta">
      {live ? (
        <span>{t('eta.arriving', { time: live })}</span>
      ) : (
        <span className="font-normal text-slate-600">{t('eta.none')}</span>
      )}
      {live && order.etaLate ? <LateBadge /> : null}
    </span>
  );
}

export function LateBadge() {
  const { t } = useMessages();
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t('eta.late')}
    </span>
  );
}
