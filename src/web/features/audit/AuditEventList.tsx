/** The timeline: one row per read or write, a list that stacks on a phone and lines up on a desk. */
import type { AuditEvent } from '@domain/audit-trail';
import { displayNumber } from '@domain/display';
import { ROLES } from '@domain/enums';
import { useMessages, type Translate } from '@web/i18n';
import { actionLabel } from './audit-filters';

function what(event: AuditEvent, t: Translate): string {
  if (event.kind === 'read')
    return t('audit.readWhat', { fields: event.fields.map((f) => t(`fieldGroup.${f}`)).join(', ') });
  // Actions are the audit log's own vocabulary, shown as it names them.
  return actionLabel(event.action);
}

function where(event: AuditEvent): string | null {
  if (event.route) return event.route;
  if (!event.details) return null;
  const text = JSON.stringify(event.details);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

const isRole = (role: string | null): role is (typeof ROLES)[number] =>
  (ROLES as readonly (string | null)[]).includes(role);

function ordersOf(event: AuditEvent, t: Translate): string | null {
  if (event.orderIds.length === 0) return null;
  const shown = event.orderIds
    .slice(0, 8)
    .map((id) => `#${displayNumber(id)}`)
    .join(' ');
  const more = event.orderIds.length - 8;
  return more > 0 ? `${shown} ${t('audit.moreOrders', { count: more })}` : shown;
}

export function AuditEventList({
  events,
  onPerson,
}: {
  events: readonly AuditEvent[];
  onPerson: (userId: number) => void;
}) {
  const { t, dateTime } = useMessages();
  return (
    <ol
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      aria-label={t('audit.events')}
    >
      {events.map((event) => {
        const orders = ordersOf(event, t);
        const from = event.ipAddress ? t('audit.fromAddress', { address: event.ipAddress }) : null;
        return (
          <li
            key={`${event.kind}-${event.id}`}
            className="grid gap-1 p-3 text-sm sm:grid-cols-[11rem_12rem_1fr] sm:gap-3"
            data-kind={event.kind}
          >
            <time dateTime={event.at} className="text-slate-600">
              {dateTime(event.at)}
            </time>
            <div className="min-w-0">
              {event.userId !== null ? (
                <button
                  type="button"
                  onClick={() => onPerson(event.userId!)}
                  className="break-words text-left font-medium text-teal-800 hover:underline"
                  title={t('audit.showPerson')}
                >
                  {event.userName ?? t('audit.user', { id: event.userId })}
                </button>
              ) : (
                <span className="font-medium text-slate-800">{t('audit.recipientLink')}</span>
              )}
              <span className="ml-1 text-xs text-slate-600">
                {isRole(event.role) ? t(`audit.role.${event.role}`) : (event.role ?? '')}
              </span>
            </div>
            <div className="min-w-0 space-y-0.5">
              <p className="break-words">
                <span
                  className={
                    event.kind === 'read'
                      ? 'mr-2 rounded bg-sky-50 px-1.5 py-0.5 text-xs font-semibold text-sky-800'
                      : 'mr-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900'
                  }
                >
                  {event.kind === 'read' ? t('audit.kindRead') : t('audit.kindChange')}
                </span>
                {what(event, t)}
              </p>
              <p className="break-words text-xs text-slate-600">
                {[orders, from].filter(Boolean).join(' · ')}
              </p>
              {where(event) ? (
                <p className="break-all font-mono text-xs text-slate-600">{where(event)}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
