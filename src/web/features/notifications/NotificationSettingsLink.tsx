/** A card on the security page that leads to the notification settings. */
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n';

export function NotificationSettingsLink() {
  const { t } = useMessages();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex items-center gap-3">
        <Bell aria-hidden="true" className="size-5 text-teal-700" />
        <div>
          <h2 className="font-semibold text-slate-900">{t('notifications.card.title')}</h2>
          <p className="text-sm text-slate-600">{t('notifications.card.text')}</p>
        </div>
      </div>
      <Link
        href="/settings/notifications"
        className="inline-flex min-h-11 items-center font-medium text-teal-800 underline-offset-4 hover:underline"
      >
        {t('notifications.card.link')}
      </Link>
    </Card>
  );
}
