/**
 * Billing sees and sets how often an organisation is invoiced: monthly (the calendar month) or
 * weekly (Monday to Sunday). The invoice run reads it; a clerk's one-off invoice does not.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BILLING_CYCLES, billingCycleRequest, type BillingCycle } from '@domain/invoices';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { useMessages } from '@web/i18n';
import { useWordedResolver } from '@web/lib/forms';
import { useBillingCycle, useSetBillingCycle } from './api';

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-teal-600';

type CycleValues = z.input<typeof billingCycleRequest>;
type CycleOutput = z.output<typeof billingCycleRequest>;
type Organization = { id: number; name: string };

export function BillingCycleForm({ organizations }: { organizations: readonly Organization[] }) {
  const { t } = useMessages();
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const organization = organizations.find((o) => o.id === organizationId) ?? null;
  return (
    <div className="space-y-3">
      <Field label={t('billing.cycles.organization')} className="max-w-md">
        <select
          className={SELECT}
          value={organizationId ?? ''}
          onChange={(e) => setOrganizationId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('billing.cycles.choose')}</option>
          {organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      {/* Keyed by organisation: a choice half-made for one never carries over to the next. */}
      {organization ? <CycleOf key={organization.id} organization={organization} /> : null}
    </div>
  );
}

function CycleOf({ organization }: { organization: Organization }) {
  const { t, errorText } = useMessages();
  const current = useBillingCycle(organization.id);

  if (current.isPending) return <p className="text-sm text-slate-600">{t('billing.cycles.loading')}</p>;
  if (current.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorText(current.error, 'billing.cycles.loadFailed')}
      </p>
    );
  return <CycleForm organization={organization} current={current.data.billingCycle} />;
}

function CycleForm({ organization, current }: { organization: Organization; current: BillingCycle }) {
  const { t, errorText } = useMessages();
  const save = useSetBillingCycle(organization.id);
  // The stored cycle until one is chosen; a choice half-made survives a refetch of the stored one.
  const resolver = useWordedResolver<CycleValues, CycleOutput>(billingCycleRequest);
  const form = useForm<CycleValues, unknown, CycleOutput>({
    resolver,
    values: { billingCycle: current },
    resetOptions: { keepDirtyValues: true },
  });
  const [saved, setSaved] = useState<BillingCycle | null>(null);

  const submit = form.handleSubmit(({ billingCycle }) => {
    setSaved(null);
    save.mutate(billingCycle, {
      onSuccess: () => {
        form.reset({ billingCycle });
        setSaved(billingCycle);
      },
    });
  });
  const { onChange, ...cycleField } = form.register('billingCycle');
  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <p className="text-sm text-slate-700 sm:col-span-2">
        {t('billing.cycles.current', {
          organization: organization.name,
          cycle: t(`billingCycle.${current}`),
        })}
      </p>
      <Field label={t('billing.cycles.cycle')} error={form.formState.errors.billingCycle?.message}>
        <select
          className={SELECT}
          {...cycleField}
          onChange={(e) => {
            setSaved(null);
            return onChange(e);
          }}
        >
          {BILLING_CYCLES.map((c) => (
            <option key={c} value={c}>
              {t(`billingCycle.${c}`)}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" pending={save.isPending} pendingText={t('rates.saving')}>
        {t('billing.cycles.save')}
      </Button>
      {saved ? (
        <p role="status" className="text-sm text-teal-900 sm:col-span-2">
          {t('billing.cycles.saved', { organization: organization.name, cycle: saved })}
        </p>
      ) : null}
      {save.error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errorText(save.error, 'billing.cycles.saveFailed')}
        </p>
      ) : null}
    </form>
  );
}
