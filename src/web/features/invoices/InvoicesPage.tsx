/**
 * The organisation owner's invoices: what the account owes and for how long, and every invoice
 * with its PDF and CSV. Other members are told who sees them; the server refuses them anyway.
 */
import { AGING_BUCKETS, AGING_LABELS } from '@domain/account-statement';
import { dollars } from '@domain/invoices';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { useAuthUser } from '@web/features/auth';
import { serverMessage } from '@web/lib/api';
import { useInvoices, useStatement } from './api';
import { InvoiceList } from './InvoiceList';

function Balance({ organizationId }: { organizationId: number }) {
  const statement = useStatement(organizationId);
  if (!statement.data) return null;
  const { aging, asOf } = statement.data;
  return (
    <section
      aria-labelledby="balance-title"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="balance-title" className="text-base font-semibold text-slate-900">
        Balance {dollars(aging.balance)}{' '}
        <span className="text-sm font-normal text-slate-600">as of {asOf}</span>
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {AGING_BUCKETS.map((bucket) => (
          <div key={bucket}>
            <dt className="text-xs text-slate-600">{AGING_LABELS[bucket]}</dt>
            <dd className="tabular-nums text-slate-800">{dollars(aging[bucket])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function OwnerInvoices({ organizationId }: { organizationId: number }) {
  const invoices = useInvoices();
  return (
    <div className="space-y-6">
      <Balance organizationId={organizationId} />
      <section aria-labelledby="list-title" className="space-y-3">
        <h2 id="list-title" className="text-base font-semibold text-slate-900">
          Invoices
        </h2>
        {invoices.isPending ? (
          <PageSpinner label="Loading invoices…" />
        ) : invoices.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(invoices.error, 'Your invoices could not be loaded.')}
          </p>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">
            No invoices yet. Deliveries billed on account are invoiced monthly.
          </p>
        ) : (
          <InvoiceList invoices={invoices.data.invoices} />
        )}
      </section>
    </div>
  );
}

export function InvoicesPage() {
  const user = useAuthUser();
  return (
    <>
      <PageHeader
        title="Invoices"
        description={
          user?.organizationName ? `What ${user.organizationName} is billed for on account.` : undefined
        }
      />
      {user?.organizationRole === 'owner' && user.organizationId ? (
        <OwnerInvoices organizationId={user.organizationId} />
      ) : (
        <p className="text-sm text-slate-700">Invoices are shown to your organisation&apos;s owner.</p>
      )}
    </>
  );
}
