/** Every organisation that owes something, by age of the open invoices: current, 31-60, 61-90, 90+. */
import { AGING_BUCKETS, type AgingReport } from '@domain/account-statement';
import { useMessages } from '@web/i18n/use-messages';

/** A Central day ('2026-11-29') as an instant inside it: noon UTC is that day in Central time too. */
const middayOf = (day: string) => `${day}T12:00:00Z`;

export function AgingList({ report }: { report: AgingReport }) {
  const { t, money, day } = useMessages();
  const owing = report.organizations.filter((o) => o.balance !== '0.00');
  if (owing.length === 0)
    return (
      <p className="text-sm text-slate-600">
        {t('billingConsole.nobodyOwes', { day: day(middayOf(report.asOf)) })}
      </p>
    );
  return (
    <ul className="space-y-3" aria-label={t('billingConsole.balances')}>
      {owing.map((o) => (
        <li key={o.organizationId} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{o.organizationName}</h3>
            <p className="text-sm text-slate-700">
              {t('billingConsole.openInvoices', { count: o.openInvoices })} ·{' '}
              <span className="font-semibold tabular-nums">{money(o.balance)}</span>
            </p>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {AGING_BUCKETS.map((bucket) => (
              <div key={bucket}>
                <dt className="text-xs text-slate-600">{t(`aging.${bucket}`)}</dt>
                <dd className="tabular-nums text-slate-800">{money(o[bucket])}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
