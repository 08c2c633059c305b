/**
 * Billing staff's home: issue an organisation's invoice for a period, or every organisation's for
 * its last period by its billing cycle (which is set here too), follow every invoice,
 * record payments and credit notes, and see who owes what and for how long.
 */
import { useState } from 'react';
import { INVOICE_STATUSES, type InvoiceStatus } from '@domain/invoices';
import { PageHeader } from '@web/components/PageHeader';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { AdjustInvoiceDialog, type Adjustment } from './AdjustInvoiceDialog';
import { AgingList } from './AgingList';
import { useAgingReport, useInvoices } from './api';
import { BillingCycleForm } from './BillingCycleForm';
import { InvoiceList } from './InvoiceList';
import { InvoiceRun } from './InvoiceRun';
import { IssueInvoiceForm } from './IssueInvoiceForm';
import type { InvoiceSummary } from '@domain/invoices';

const SECTION = 'space-y-3';
const PANEL = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4';
const SELECT =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600';

export function BillingConsolePage() {
  const { t, errorText } = useMessages();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const invoices = useInvoices(status || undefined);
  const aging = useAgingReport();
  const [target, setTarget] = useState<{ invoice: InvoiceSummary; kind: Adjustment } | null>(null);
  const organizations = (aging.data?.organizations ?? []).map((o) => ({
    id: o.organizationId,
    name: o.organizationName,
  }));

  return (
    <>
      <PageHeader title={t('billingConsole.title')} description={t('billingConsole.description')} />
      <div className="space-y-8">
        <section aria-labelledby="issue-title" className={PANEL}>
          <h2 id="issue-title" className="text-base font-semibold text-slate-900">
            {t('billingConsole.issueTitle')}
          </h2>
          <IssueInvoiceForm organizations={organizations} />
        </section>

        <section aria-labelledby="run-title" className={PANEL}>
          <h2 id="run-title" className="text-base font-semibold text-slate-900">
            {t('billing.run.title')}
          </h2>
          <InvoiceRun organizations={organizations} />
        </section>

        <section aria-labelledby="cycles-title" className={PANEL}>
          <h2 id="cycles-title" className="text-base font-semibold text-slate-900">
            {t('billing.cycles.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('billing.cycles.help')}</p>
          <BillingCycleForm organizations={organizations} />
        </section>

        <section aria-labelledby="invoices-title" className={SECTION}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="invoices-title" className="text-base font-semibold text-slate-900">
              {t('billingConsole.invoices')}
            </h2>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {t('billingConsole.show')}
              <select
                className={SELECT}
                value={status}
                onChange={(e) => setStatus(e.target.value as InvoiceStatus | '')}
              >
                <option value="">{t('billingConsole.all')}</option>
                {INVOICE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`invoiceStatus.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {invoices.isPending ? (
            <PageSpinner label={t('billingConsole.loading')} />
          ) : invoices.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(invoices.error, 'billingConsole.loadFailed')}
            </p>
          ) : invoices.data.invoices.length === 0 ? (
            <p className="text-sm text-slate-600">{t('billingConsole.none')}</p>
          ) : (
            <InvoiceList
              invoices={invoices.data.invoices}
              showOrganization
              actions={(invoice) =>
                invoice.status === 'open' ? (
                  <>
                    <Button
                      size="sm"
                      aria-label={t('billingConsole.recordPaymentFor', { number: invoice.number })}
                      onClick={() => setTarget({ invoice, kind: 'payment' })}
                    >
                      {t('billingConsole.recordPayment')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('billingConsole.creditNoteFor', { number: invoice.number })}
                      onClick={() => setTarget({ invoice, kind: 'credit' })}
                    >
                      {t('billingConsole.creditNote')}
                    </Button>
                  </>
                ) : null
              }
            />
          )}
        </section>

        <section aria-labelledby="aging-title" className={SECTION}>
          <h2 id="aging-title" className="text-base font-semibold text-slate-900">
            {t('billingConsole.aging')}
          </h2>
          {aging.isPending ? (
            <PageSpinner label={t('billingConsole.agingLoading')} />
          ) : aging.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(aging.error, 'billingConsole.agingFailed')}
            </p>
          ) : (
            <AgingList report={aging.data} />
          )}
        </section>
      </div>
      <AdjustInvoiceDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
