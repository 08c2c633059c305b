/**
 * An order's "Auto-dispatch log": the open offer and its deadline, the escalation if
 * any, and every decision in order. All text is rendered as text (driver names, decline reasons).
 */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { useOrderAutoDispatch } from './api/get-order-log';
import { KIND_LABELS } from './labels';

export function AutoDispatchLogPanel({ orderId }: { orderId: number }) {
  const query = useOrderAutoDispatch(orderId);
  return (
    <Card aria-labelledby="auto-dispatch-log-title" data-testid="auto-dispatch-log">
      <CardHeader>
        <CardTitle id="auto-dispatch-log-title">Auto-dispatch log</CardTitle>
        <CardDescription>
          Who was offered this order, how far they were, and what they answered.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {query.isPending ? (
          <PageSpinner label="Loading the log…" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(query.error, 'The log could not be loaded. Please reload the page.')}
          </p>
        ) : (
          <>
            {query.data.escalation ? (
              <p className="rounded-md bg-red-50 p-3 text-sm text-red-900" data-testid="needs-dispatcher">
                <span className="font-semibold">Needs a dispatcher:</span> {query.data.escalation.reason}
              </p>
            ) : null}
            {query.data.openOffer ? (
              <p className="rounded-md bg-teal-50 p-3 text-sm text-teal-900">
                Waiting for {query.data.openOffer.driverName} to answer, until{' '}
                <time dateTime={query.data.openOffer.expiresAt}>
                  {formatDateTime(query.data.openOffer.expiresAt)}
                </time>
                .
              </p>
            ) : null}
            {query.data.log.length === 0 ? (
              <p className="text-sm text-slate-600">
                Nothing yet. Auto-dispatch logs its offers here when it is on as the order is confirmed;
                otherwise assign a driver from the orders list.
              </p>
            ) : (
              <ol className="space-y-2">
                {query.data.log.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-col gap-0.5 border-l-2 border-slate-200 pl-3 text-sm"
                  >
                    <span className="flex flex-wrap items-baseline gap-2">
                      <span className="font-semibold text-slate-900">{KIND_LABELS[entry.kind]}</span>
                      <time dateTime={entry.createdAt} className="text-xs text-slate-600">
                        {formatDateTime(entry.createdAt)}
                      </time>
                    </span>
                    <span className="break-words text-slate-700">{entry.message}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
