/** The order's tracking events, newest first: when, what, and who made the change. */
import type { TrackingEventResponse } from '@domain/tracking';
import { Skeleton } from '@web/components/ui/skeleton';
import { STATUS_LABELS } from '@web/lib/order-labels';
import { formatDateTime } from '@web/lib/format';

const ROLE_WORDS = { client: 'you', driver: 'driver', admin: 'dispatch', billing: 'billing' } as const;

export function describeActor(event: TrackingEventResponse, viewerId: number): string {
  const actor = event.actor;
  if (!actor) return 'MedLink';
  if (actor.id === viewerId) return 'You';
  if (actor.role === 'admin') return 'MedLink Dispatch';
  return `${actor.firstName} ${actor.lastName} (${ROLE_WORDS[actor.role]})`;
}

type Props = {
  events: readonly TrackingEventResponse[] | undefined;
  loading: boolean;
  failed: boolean;
  viewerId: number;
};

export function TrackingEvents({ events, loading, failed, viewerId }: Props) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading tracking events" className="space-y-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-800">
        Tracking events could not be loaded.
      </p>
    );
  }
  if (!events || events.length === 0) {
    return <p className="text-sm text-slate-600">No tracking events yet.</p>;
  }
  return (
    <ol aria-label="Tracking events" className="divide-y divide-slate-100 text-sm">
      {[...events].reverse().map((event) => (
        <li key={event.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
          <time dateTime={event.createdAt} className="shrink-0 text-xs text-slate-600 tabular-nums sm:w-40">
            {formatDateTime(event.createdAt)}
          </time>
          <span className="min-w-0">
            <span className="font-medium text-slate-900">{STATUS_LABELS[event.status]}</span>
            <span className="text-slate-600"> · {describeActor(event, viewerId)}</span>
            {event.note ? <span className="block text-xs text-slate-600">{event.note}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
