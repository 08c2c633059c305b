/**
 * Unusual reading: accounts that read more orders than the threshold allows within the window.
 * Shown on the audit screen and on dispatch's console until someone acknowledges each one.
 */
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { useAcknowledgeAlert, useOpenAccessAlerts } from './api/access-alerts';

export function AccessAlertsPanel({ onReview }: { onReview?: (userId: number) => void }) {
  const alerts = useOpenAccessAlerts();
  const acknowledge = useAcknowledgeAlert();
  const { t, dateTime } = useMessages();
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section
      aria-labelledby="access-alerts-title"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="access-alerts-title" className="font-semibold text-amber-950">
        {t('audit.alerts.title')}
      </h2>
      <ul className="space-y-2">
        {alerts.data.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-amber-950">
            <span className="break-words">
              {t('audit.alerts.text', {
                name: alert.userName ?? t('audit.user', { id: alert.userId }),
                count: alert.orderCount,
                minutes: alert.windowMinutes,
                threshold: alert.threshold,
              })}
            </span>
            <time dateTime={alert.raisedAt} className="text-xs">
              {dateTime(alert.raisedAt)}
            </time>
            {onReview ? (
              <Button size="sm" variant="outline" onClick={() => onReview(alert.userId)}>
                {t('audit.alerts.review')}
              </Button>
            ) : (
              <Link href="/admin/audit" className="font-medium text-teal-800 underline">
                {t('audit.alerts.reviewLink')}
              </Link>
            )}
            <Button
              size="sm"
              variant="ghost"
              pending={acknowledge.isPending && acknowledge.variables === alert.id}
              onClick={() => acknowledge.mutate(alert.id)}
            >
              {t('audit.alerts.acknowledge')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
