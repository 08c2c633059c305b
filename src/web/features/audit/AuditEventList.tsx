/** The timeline: one row per read or write, a list that stacks on a phone and lines up on a desk. */
import { FIELD_GROUP_LABELS } from '@domain/access-log';
import type { AuditEvent } from '@domain/audit-trail';
import { displayNumber } from '@domain/display';
import { formatDateTime } from '@web/lib/format';
import { actionLabel } from './audit-filters';

function what(event: AuditEvent): string {
  if (event.kind === 'read') return `Read: ${event.fields.map((f) => FIELD_GROUP_LABELS[f]).join(', ')}`;
  return actionLabel(event.action);
}

function where(event: AuditEvent): string | null {
  if (event.route) return event.route;
  if (!event.details) return null;
  const text = JSON.stringify(event.details);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function AuditEventList({
  events,
  onPerson,
}: {
  events: readonly AuditEvent[];
  onPerson: (userId: number) => void;
}) {
  return (
    <ol
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      aria-label="Audit events"
    >
      {events.map((event) => (
        <li
          key={`${event.kind}-${event.id}`}
          className="grid gap-1 p-3 text-sm sm:grid-cols-[11rem_12rem_1fr] sm:gap-3"
          data-kind={event.kind}
        >
          <time dateTime={event.at} className="text-slate-600">
            {formatDateTime(event.at)}
          </time>
          <div className="min-w-0">
            {event.userId !== null ? (
              <button
                type="button"
                onClick={() => onPerson(event.userId!)}
                className="break-words text-left font-medium text-teal-800 hover:underline"
                title="Show only this person"
              >
                {event.userName ?? `User ${event.userId}`}
              </button>
            ) : (
              <span className="font-medium text-slate-800">Recipient link</span>
            )}
            <span className="ml-1 text-xs text-slate-600">{event.role ?? ''}</span>
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
                {event.kind === 'read' ? 'Read' : 'Change'}
              </span>
              {what(event)}
            </p>
            <p className="break-words text-xs text-slate-600">
              {event.orderIds.length > 0
                ? `${event.orderIds
                    .slice(0, 8)
                    .map((id) => `#${displayNumber(id)}`)
                    .join(' ')}${event.orderIds.length > 8 ? ` and ${event.orderIds.length - 8} more` : ''}`
                : null}
              {event.ipAddress ? ` · from ${event.ipAddress}` : null}
            </p>
            {where(event) ? (
              <p className="break-all font-mono text-xs text-slate-600">{where(event)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
