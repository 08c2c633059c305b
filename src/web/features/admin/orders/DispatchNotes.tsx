/**
 * What dispatch needs to act on under an order's status: the live ETA, a "Late" badge
 * when it is past the promised time, and why a driver last handed the job back. Plain text.
 */
import type { OrderResponse } from '@domain/orders';
import { etaClock, LateBadge } from '@web/features/tracking';

export function DispatchNotes({ order }: { order: OrderResponse }) {
  const eta = etaClock(order);
  const decline = order.driverDecline;
  // A reason matters while the job waits for a new driver; once it runs again it is history.
  const showDecline = decline && (order.status === 'confirmed' || order.driverId === null);
  if (!eta && !showDecline) return null;
  return (
    <div className="mt-1 space-y-1 text-xs text-slate-700" data-testid="dispatch-notes">
      {eta ? (
        <p className="flex flex-wrap items-center gap-1">
          <span>ETA {eta}</span>
          {order.etaLate ? <LateBadge /> : null}
        </p>
      ) : null}
      {showDecline ? (
        <p className="max-w-48 break-words" data-testid="driver-decline">
          <span className="font-semibold text-red-800">Declined by driver:</span> {decline.reason}
        </p>
      ) : null}
    </div>
  );
}
