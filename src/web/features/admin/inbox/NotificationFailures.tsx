/** Notifications that used up their attempts, with the reason, and a way to send each again. */
import { OUTBOX_EVENT_LABELS } from '@domain/notifications';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api';
import { useFailedNotifications, useRetryNotification } from '../api/failed-notifications';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function NotificationFailures() {
  const failed = useFailedNotifications();
  const retry = useRetryNotification({
    onSuccess: () => toast({ title: 'Notification queued', description: 'It will be sent again shortly.' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not retry',
        description: serverMessage(error, 'Please try again'),
      }),
  });

  return (
    <Card className="mt-6 p-4" aria-labelledby="failed-notifications">
      <h2 id="failed-notifications" className="text-lg font-semibold text-slate-900">
        Undelivered notifications
      </h2>
      {failed.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading…</p>
      ) : failed.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not load notification failures.
        </p>
      ) : failed.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Every notification was delivered.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {failed.data.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  #{n.displayNumber} · {OUTBOX_EVENT_LABELS[n.event]} ·{' '}
                  {n.channel === 'email' ? 'Email' : 'SMS'} to {n.to}
                </p>
                <p className="text-slate-600">
                  {n.attempts} attempts, last error: {n.lastError ?? 'unknown'} ·{' '}
                  <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                pending={retry.isPending && retry.variables === n.id}
                onClick={() => retry.mutate(n.id)}
              >
                Send again
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
