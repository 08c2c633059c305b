/** /admin/auto-dispatch: the rules, and the orders auto-dispatch handed back to a dispatcher. */
import { Link } from 'wouter';
import { displayNumber } from '@domain/display';
import { PageHeader } from '@web/components/PageHeader';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { serverMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { useEscalations } from './api/list-escalations';
import { useWaitingOrders } from './api/list-waiting';
import { useAutoDispatchSettings } from './api/settings';
import { SettingsPanel } from './SettingsPanel';

export function AutoDispatchPage() {
  const escalations = useEscalations();
  return (
    <>
      <PageHeader
        title="Auto-dispatch"
        description="Offer confirmed orders to drivers without a dispatcher, one driver at a time."
      />
      <div className="space-y-6">
        <SettingsPanel />
        <WaitingNote />
        <Card aria-labelledby="escalations-title">
          <CardHeader>
            <CardTitle id="escalations-title">Needs a dispatcher</CardTitle>
          </CardHeader>
          <CardContent>
            {escalations.isPending ? (
              <PageSpinner label="Loading…" />
            ) : escalations.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {serverMessage(escalations.error, 'This list could not be loaded. Please reload the page.')}
              </p>
            ) : escalations.data.length === 0 ? (
              <p className="text-sm text-slate-600">No order has been handed back to a dispatcher.</p>
            ) : (
              <ul className="space-y-2">
                {escalations.data.map((e) => (
                  <li key={e.orderId} className="flex flex-wrap items-baseline gap-x-3 text-sm">
                    <Link
                      href={`/admin/orders/${e.orderId}/auto-dispatch`}
                      className="font-semibold text-teal-700 hover:underline"
                    >
                      #{displayNumber(e.orderId)}
                    </Link>
                    <span className="break-words text-slate-800">{e.reason}</span>
                    <time dateTime={e.escalatedAt} className="text-xs text-slate-600">
                      {formatDateTime(e.escalatedAt)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** How many confirmed orders wait for a driver now, and whether auto-dispatch is offering them. */
function WaitingNote() {
  const waiting = useWaitingOrders();
  const settings = useAutoDispatchSettings();
  if (waiting.data === undefined || settings.data === undefined) return null;
  const n = waiting.data;
  const count =
    n === 0 ? 'No confirmed order is' : n === 1 ? '1 confirmed order is' : `${n} confirmed orders are`;
  const what =
    n === 0
      ? ''
      : settings.data.enabled
        ? ' Auto-dispatch is offering them.'
        : ' Switched on, auto-dispatch offers them too, oldest first.';
  return (
    <p className="text-sm text-slate-700" data-testid="waiting-orders">
      {count} waiting for a driver.{what}
    </p>
  );
}
