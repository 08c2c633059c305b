/**
 * The driver always knows whether the phone is connected and what waits to be sent, and
 * is told plainly when a waiting action could not be applied because the job changed meanwhile.
 */
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { dismissConflict } from '@web/lib/outbox/outbox';
import { useOutbox, useOutboxSync } from '@web/lib/outbox/use-outbox';

const actions = (n: number) => `${n} ${n === 1 ? 'action' : 'actions'}`;

export function OfflineStatus({ userId }: { userId: number }) {
  useOutboxSync(userId);
  const { online, entries, syncing, needsSignIn, conflicts } = useOutbox();
  const waiting = entries.length;
  let line: string | null = null;
  if (needsSignIn && waiting > 0) line = `Sign in again to send ${actions(waiting)} waiting on this phone`;
  else if (!online) line = waiting > 0 ? `Offline — ${actions(waiting)} waiting to sync` : 'Offline';
  else if (waiting > 0)
    line = syncing ? `Syncing ${actions(waiting)}…` : `${actions(waiting)} waiting to sync`;

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
            #{conflict.displayNumber}: {conflict.dropped.join(', ')} could not be applied
          </p>
          <p>{conflict.message}</p>
          <p>
            The job changed while you were offline. Check the job list, and call dispatch if you still hold
            the item.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => dismissConflict(conflict.orderId)}
          >
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}
