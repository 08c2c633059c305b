/**
 * "Invoice last period for everyone": the server invoices each organisation's last whole period by
 * its own cycle, as of its own today (the browser names no period), and this lists what it issued
 * or says that nothing was due. A run repeated issues nothing twice.
 */
import { FileStack } from 'lucide-react';
import type { InvoiceRunResponse } from '@domain/invoices';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { useInvoiceRun } from './api';

export function InvoiceRun({ organizations }: { organizations: readonly { id: number; name: string }[] }) {
  const { t, errorText } = useMessages();
  const run = useInvoiceRun();
  const nameOf = (id: number) => organizations.find((o) => o.id === id)?.name ?? `#${id}`;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('billing.run.help')}</p>
      <Button
        className="w-full sm:w-auto"
        pending={run.isPending}
        pendingText={t('billing.run.running')}
        onClick={() => run.mutate()}
      >
        <FileStack aria-hidden="true" />
        {t('billing.run.action')}
      </Button>
      {run.data ? <RunResult result={run.data} nameOf={nameOf} /> : null}
      {run.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(run.error, 'billing.run.failed')}
        </p>
      ) : null}
    </div>
  );
}

function RunResult({ result, nameOf }: { result: InvoiceRunResponse; nameOf: (id: number) => string }) {
  const { t, money } = useMessages();
  if (result.issued.length === 0)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('billing.run.nothing')}
      </p>
    );
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium text-teal-900">
        {t('billing.run.issued', { count: result.issued.length, skipped: result.skipped })}
      </p>
      <ul aria-label={t('billing.run.list')} className="space-y-2">
        {result.issued.map((invoice) => (
          <li key={invoice.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
            <p className="font-semibold text-slate-900">
              {invoice.number} · {nameOf(invoice.organizationId)}
            </p>
            <p className="text-slate-700">
              {t('billing.run.period', {
                start: invoice.periodStart,
                end: invoice.periodEnd,
                cycle: t(`billingCycle.${invoice.billingCycle}`),
              })}{' '}
              · <span className="tabular-nums">{money(invoice.total)}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
