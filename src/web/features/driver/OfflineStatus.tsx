/**
 * The driver always knows whether the phone is connected and what waits to be sent, and
 * is told plainly when a waiting action could not be applied because the job changed meanwhile.
 */
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { dismissConflict } from '@web/lib/outbox/outbox';
import { useOutbox, useOutboxSync } from '@web/lib/outbox/use-outbox';
import { useMessages } from '@web/i18n';

export function OfflineStatus({ userId }: { userId: number }) {
  useOutboxSync(userId);
  const { online, entries, syncing, needsSignIn, conflicts } = useOutbox();
  const { t, errorText } = useMessages();
  const waiting = entries.length;
  const actions = t('driver.offline.actions', { count: waiting });
  let line: string | null = null;
  if (needsSignIn && waiting > 0) line = t('driver.offline.signIn', { actions });
  else if (!online)
    line = waiting > 0 ? t('driver.offline.waiting', { actions }) : t('driver.offline.offline');
  else if (waiting > 0) line = t(syncing ? 'driver.offline.syncing' : 'driver.offline.toSync', { actions });

  return (
    <div className="space-y-2">
      {line ? (
        <div
          role="status"
          data-testid="offline-status"
          className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {online ? (
            <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>{line}</span>
        </div>
      ) : null}
      {conflicts.map((conflict) => (
        <div
          key={conflict.orderId}
          role="alert"
          data-testid="sync-conflict"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <p className="font-semibold">
            {t('driver.offline.conflict', {
              number: conflict.displayNumber,
              steps: conflict.dropped.join(', '),
            })}
          </p>
          <p>{errorText(conflict.error, 'driver.offline.refused')}</p>
          <p>{t('driver.offline.conflictHelp')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => dismissConflict(conflict.orderId)}
          >
            {t('driver.offline.dismiss')}
          </Button>
        </div>
      ))}
    </div>
  );
}
