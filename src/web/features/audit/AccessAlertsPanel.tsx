/**
 * Unusual reading: accounts that read more orders than the threshold allows within the window.
 * Shown on the audit screen and on dispatch's console until someone acknowledges each one.
 */
import { Link } from 'wouter';
import { accessAlertText } from '@domain/audit-trail';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format';
import { useAcknowledgeAlert, useOpenAccessAlerts } from './api/access-alerts';

export function AccessAlertsPanel({ onReview }: { onReview?: (userId: number) => void }) {
  const alerts = useOpenAccessAlerts();
  const acknowledge = useAcknowledgeAlert();
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section
      aria-labelledby="access-alerts-title"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="access-alerts-title" className="font-semibold text-amber-950">
        Unusual reading
      </h2>
      <ul className="space-y-2">
        {alerts.data.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-amber-950">
            <span className="break-words">
              {accessAlertText(alert)} (more than {alert.threshold})
            </span>
            <time dateTime={alert.raisedAt} className="text-xs">
              {formatDateTime(alert.raisedAt)}
            </time>
            {onReview ? (
              <Button size="sm" variant="outline" onClick={() => onReview(alert.userId)}>
                Review reads
              </Button>
            ) : (
              <Link href="/admin/audit" className="font-medium text-teal-800 underline">
                Review in the audit trail
              </Link>
            )}
            <Button
              size="sm"
              variant="ghost"
              pending={acknowledge.isPending && acknowledge.variables === alert.id}
              onClick={() => acknowledge.mutate(alert.id)}
            >
              Acknowledge
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
