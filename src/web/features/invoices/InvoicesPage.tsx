/**
 * The organisation owner's invoices: what the account owes and for how long, and every invoice
 * with its PDF and CSV and, with Stripe, a way to pay an open one online. Other members are told
 * who sees them; the server refuses them anyway.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { AGING_BUCKETS } from '@domain/account-statement';
import { dollars } from '@domain/invoices';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuthUser } from '@web/lib/session';
import { usePaymentConfig } from '@web/features/checkout';
import { useMessages } from '@web/i18n';
import { invoiceKeys, useInvoices, useStatement } from './api';
import { InvoiceList } from './InvoiceList';
import { PayOnlineButton, ReturnFromStripe } from './PayOnline';

/** The invoice Stripe's page sent the owner back for (`?paid=` or `?cancelled=`), if any. */
function useReturnFromStripe() {
  const params = new URLSearchParams(useSearch());
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const paid = id('paid');
  const cancelled = id('cancelled');
  if (paid) return { outcome: 'paid' as const, invoiceId: paid };
  if (cancelled) return { outcome: 'cancelled' as const, invoiceId: cancelled };
  return null;
}

function Balance({ organizationId }: { organizationId: number }) {
  const { t } = useMessages();
  const statement = useStatement(organizationId);
  if (!statement.data) return null;
  const { aging, asOf } = statement.data;
  return (
    <section
      aria-labelledby="balance-title"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="balance-title" className="text-base font-semibold text-slate-900">
        {t('invoices.balance', { amount: dollars(aging.balance) })}{' '}
        <span className="text-sm font-normal text-slate-600">{t('invoices.asOf', { day: asOf })}</span>
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {AGING_BUCKETS.map((bucket) => (
          <div key={bucket}>
            <dt className="text-xs text-slate-600">{t(`aging.${bucket}`)}</dt>
            <dd className="tabular-nums text-slate-800">{dollars(aging[bucket])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OwnerInvoices({ organizationId }: { organizationId: number }) {
  const { t, errorText } = useMessages();
  const back = useReturnFromStripe();
  const invoices = useInvoices(undefined, back?.outcome === 'paid' ? back.invoiceId : null);
  // Paying online needs Stripe; the server refuses it otherwise, so the button is not offered.
  const online = usePaymentConfig().data?.provider === 'stripe';
  const returned = back ? invoices.data?.invoices.find((i) => i.id === back.invoiceId) : undefined;
  const queryClient = useQueryClient();
  const settled = returned?.status === 'paid';
  useEffect(() => {
    // The webhook recorded it: the balance and aging above move with it.
    if (settled) void queryClient.invalidateQueries({ queryKey: invoiceKeys.statement(organizationId) });
  }, [settled, organizationId, queryClient]);
  return (
    <div className="space-y-6">
      {back ? <ReturnFromStripe outcome={back.outcome} invoice={returned} /> : null}
      <Balance organizationId={organizationId} />
      <section aria-labelledby="list-title" className="space-y-3">
        <h2 id="list-title" className="text-base font-semibold text-slate-900">
          {t('invoices.list')}
        </h2>
        {invoices.isPending ? (
          <PageSpinner label={t('invoices.loading')} />
        ) : invoices.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(invoices.error, 'invoices.loadFailed')}
          </p>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">{t('invoices.none')}</p>
        ) : (
          <InvoiceList
            invoices={invoices.data.invoices}
            actions={(invoice) =>
              online && invoice.status === 'open' ? <PayOnlineButton invoice={invoice} /> : null
            }
          />
        )}
      </section>
    </div>
  );
}

export function InvoicesPage() {
  const { t } = useMessages();
  const user = useAuthUser();
  return (
    <>
      <PageHeader
        title={t('invoices.title')}
        description={
          user?.organizationName
            ? t('invoices.description', { organization: user.organizationName })
            : undefined
        }
      />
      {user?.organizationRole === 'owner' && user.organizationId ? (
        <OwnerInvoices organizationId={user.organizationId} />
      ) : (
        <p className="text-sm text-slate-700">{t('invoices.ownerOnly')}</p>
      )}
    </>
  );
}
