/**
 * Billing issues an organisation's invoice for a period: last calendar month by default, in
 * Central days. The server decides what goes on it (the on-account orders delivered then that no
 * invoice holds); the answer says what it billed.
 */
import { useState, type FormEvent } from 'react';
import { FilePlus2 } from 'lucide-react';
import { dayKey } from '@domain/central-time';
import { previousMonth } from '@domain/invoices';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/use-messages';
import { fieldErrors } from '@web/lib/api';
import { useIssueInvoice } from './api';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600';

export function IssueInvoiceForm({
  organizations,
}: {
  organizations: readonly { id: number; name: string }[];
}) {
  const { t, errorText, money } = useMessages();
  const issue = useIssueInvoice();
  const month = previousMonth(dayKey(new Date()));
  const [organizationId, setOrganizationId] = useState<number | ''>('');
  const [periodStart, setPeriodStart] = useState(month.periodStart);
  const [periodEnd, setPeriodEnd] = useState(month.periodEnd);
  const [issued, setIssued] = useState<string | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const errors = issue.error ? fieldErrors(issue.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssued(null);
    setUnchosen(organizationId === '');
    if (organizationId === '') return;
    issue.mutate(
      { organizationId: Number(organizationId), periodStart, periodEnd },
      {
        onSuccess: (invoice) =>
          setIssued(
            t('billingConsole.issued', {
              number: invoice.number,
              organization: invoice.organizationName,
              count: invoice.lines.length,
              total: money(invoice.total),
            }),
          ),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem_auto] sm:items-end"
    >
      <Field
        label={t('billingConsole.organisation')}
        error={unchosen ? t('billingConsole.organisationMissing') : errors.organizationId}
      >
        <select
          className={SELECT}
          value={organizationId}
          onChange={(e) => {
            setOrganizationId(e.target.value ? Number(e.target.value) : '');
            setUnchosen(false);
          }}
        >
          <option value="">{t('billingConsole.chooseOrganisation')}</option>
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('billingConsole.from')} error={errors.periodStart}>
        <Input type="date" value={periodStart} onChange={(e) => setPeriodStart(e.target.value)} />
      </Field>
      <Field label={t('billingConsole.to')} error={errors.periodEnd}>
        <Input type="date" value={periodEnd} onChange={(e) => setPeriodEnd(e.target.value)} />
      </Field>
      <Button type="submit" pending={issue.isPending} pendingText={t('billingConsole.issuing')}>
        <FilePlus2 aria-hidden="true" />
        {t('billingConsole.issue')}
      </Button>
      {issued ? (
        <p role="status" className="text-sm text-teal-900 sm:col-span-4">
          {issued}
        </p>
      ) : null}
      {issue.error && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {errorText(issue.error, 'billingConsole.issueFailed')}
        </p>
      ) : null}
    </form>
  );
}
