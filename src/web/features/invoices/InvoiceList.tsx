/**
 * Invoices as a list of cards that read the same at 390 px and at desktop width: number, period,
 * figures, status, the PDF and CSV, and (for billing) the actions an open invoice allows.
 */
import type { ReactNode } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { dollars, type InvoiceSummary } from '@domain/invoices';
import { useMessages } from '@web/i18n';
import { cn } from '@web/lib/utils';
import { csvUrl, pdfUrl } from './api';

const LINK =
  'inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'font-semibold text-slate-900' : 'text-slate-800')}>
        {value}
      </dd>
    </div>
  );
}

export function InvoiceList({
  invoices,
  showOrganization,
  actions,
}: {
  invoices: readonly InvoiceSummary[];
  showOrganization?: boolean;
  actions?: (invoice: InvoiceSummary) => ReactNode;
}) {
  const { t } = useMessages();
  return (
    <ul className="space-y-3" aria-label={t('invoices.list')}>
      {invoices.map((invoice) => (
        <li key={invoice.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900">
              {invoice.number}
              {showOrganization ? (
                <span className="font-normal text-slate-700"> · {invoice.organizationName}</span>
              ) : null}
            </h3>
            <span
              className={cn(
                'rounded px-2 py-0.5 text-sm',
                invoice.status === 'paid' ? 'bg-teal-50 text-teal-900' : 'bg-amber-50 text-amber-900',
              )}
            >
              {t(`invoiceStatus.${invoice.status}`)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {t('invoices.period', {
              start: invoice.periodStart,
              end: invoice.periodEnd,
              count: invoice.lineCount,
              issued: invoice.issuedOn,
              due: invoice.dueOn,
            })}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <Figure label={t('invoices.total')} value={dollars(invoice.total)} />
            <Figure label={t('invoices.credited')} value={dollars(invoice.credited)} />
            <Figure label={t('invoices.paid')} value={dollars(invoice.paid)} />
            <Figure label={t('invoices.balanceLabel')} value={dollars(invoice.balance)} strong />
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              className={LINK}
              href={pdfUrl(invoice.id)}
              download
              aria-label={t('invoices.pdfLabel', { number: invoice.number })}
            >
              <Download className="size-4" aria-hidden="true" />
              PDF
            </a>
            <a
              className={LINK}
              href={csvUrl(invoice.id)}
              download
              aria-label={t('invoices.csvLabel', { number: invoice.number })}
            >
              <FileSpreadsheet className="size-4" aria-hidden="true" />
              CSV
            </a>
            {actions?.(invoice)}
          </div>
        </li>
      ))}
    </ul>
  );
}
