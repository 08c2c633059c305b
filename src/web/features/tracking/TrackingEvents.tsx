/** The order's tracking events, newest first: when, what, and who made the change. */
import type { TrackingEventResponse } from '@domain/tracking';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMessages, type Translate } from '@web/i18n';
import { isDispatch } from '@domain/capabilities';

const ROLE_WORDS = {
  client: 'tracking.actor.client',
  driver: 'tracking.actor.driver',
  admin: 'tracking.actor.admin',
  billing: 'tracking.actor.billing',
} as const;

export function describeActor(event: TrackingEventResponse, viewerId: number, t: Translate): string {
  const actor = event.actor;
  if (!actor) return 'MedLink';
  if (actor.id === viewerId) return t('chat.you');
  if (isDispatch(actor)) return t('tracking.actor.dispatch');
  return `${actor.firstName} ${actor.lastName} (${t(ROLE_WORDS[actor.role])})`;
}

type Props = {
  events: readonly TrackingEventResponse[] | undefined;
  loading: boolean;
  failed: boolean;
  viewerId: number;
};

export function TrackingEvents({ events, loading, failed, viewerId }: Props) {
  const { t, dateTime } = useMessages();
  if (loading) {
    return (
      <div role="status" aria-label={t('tracking.events.loading')} className="space-y-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('tracking.events.failed')}
      </p>
    );
  }
  if (!events || events.length === 0) {
    return <p className="text-sm text-slate-600">{t('tracking.events.none')}</p>;
  }
  return (
    <ol aria-label={t('tracking.events.label')} className="divide-y divide-slate-100 text-sm">
      {[...events].reverse().map((event) => (
        <li key={event.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
          <time dateTime={event.createdAt} className="shrink-0 text-xs text-slate-600 tabular-nums sm:w-40">
            {dateTime(event.createdAt)}
          </time>
          <span className="min-w-0">
            <span className="font-medium text-slate-900">{t(`status.${event.status}`)}</span>
            <span className="text-slate-600"> · {describeActor(event, viewerId, t)}</span>
            {event.note ? <span className="block text-xs text-slate-600">{event.note}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
