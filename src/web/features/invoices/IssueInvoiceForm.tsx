/**
 * Billing issues an organisation's invoice for a period: last calendar month by default, in
 * Central days. The server decides what goes on it (the on-account orders delivered then that no
 * invoice holds); the answer says what it billed.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FilePlus2 } from 'lucide-react';
import { dayKey } from '@domain/central-time';
import { issueInvoiceRequest, previousMonth, type IssueInvoiceRequest } from '@domain/invoices';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/use-messages';
import { fieldErrors } from '@web/lib/api';
import { placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useIssueInvoice } from './api';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600';

/** The organisation is its select's value: '' until one is chosen. */
type IssueForm = { organizationId: string; periodStart: string; periodEnd: string };

const toRequest = ({ organizationId, ...period }: IssueForm) => ({
  ...period,
  organizationId: organizationId === '' ? undefined : Number(organizationId),
});

export function IssueInvoiceForm({
  organizations,
}: {
  organizations: readonly { id: number; name: string }[];
}) {
  const { t, errorText, money, fieldErrorList } = useMessages();
  const issue = useIssueInvoice();
  const resolver = useWordedResolver<IssueForm, IssueInvoiceRequest>(issueInvoiceRequest, toRequest);
  const month = previousMonth(dayKey(new Date()));
  const form = useForm<IssueForm, unknown, IssueInvoiceRequest>({
    resolver,
    defaultValues: { organizationId: '', periodStart: month.periodStart, periodEnd: month.periodEnd },
  });
  const organizationId = useWatch({ control: form.control, name: 'organizationId' });
  const { errors } = form.formState;
  const [issued, setIssued] = useState<string | null>(null);
  const serverNamedField = issue.error ? Object.keys(fieldErrors(issue.error)).length > 0 : false;
  const check = form.handleSubmit((request) =>
    issue.mutate(request, {
      onSuccess: (invoice) =>
        setIssued(
          t('billingConsole.issued', {
            number: invoice.number,
            organization: invoice.organizationName,
            count: invoice.lines.length,
            total: money(invoice.total),
          }),
        ),
      onError: (error) => placeServerErrors(form, error, fieldErrorList),
    }),
  );
  return (
    <form
      onSubmit={(event) => {
        setIssued(null);
        void check(event);
      }}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem_auto] sm:items-end"
    >
      <Field
        label={t('billingConsole.organisation')}
        error={
          errors.organizationId && organizationId === ''
            ? t('billingConsole.organisationMissing')
            : errors.organizationId?.message
        }
      >
        <select className={SELECT} {...form.register('organizationId')}>
          <option value="">{t('billingConsole.chooseOrganisation')}</option>
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('billingConsole.from')} error={errors.periodStart?.message}>
        <Input type="date" {...form.register('periodStart')} />
      </Field>
      <Field label={t('billingConsole.to')} error={errors.periodEnd?.message}>
        <Input type="date" {...form.register('periodEnd')} />
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
      {issue.error && !serverNamedField ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {errorText(issue.error, 'billingConsole.issueFailed')}
        </p>
      ) : null}
    </form>
  );
}
