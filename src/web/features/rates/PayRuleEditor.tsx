/**
 * A new pay rule from a day on, for every driver or one: checked by the domain's schema (after the
 * first save attempt) and again by the server, whose 400 is shown under the field it names. The
 * preview works a sample job out with the settlements' own arithmetic, and a week of such jobs.
 */
import { useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { dayKey } from '@domain/central-time';
import { ruleInForce, type PayRuleResponse } from '@domain/driver-pay-rules';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { useCreatePayRule } from './api';
import { FIELDSET, GRID, LEGEND, SelectField, TextField } from './fields';
import { errorAt, serverFieldErrors } from './form-errors';
import {
  checkPayRule,
  formOfRates,
  previewPay,
  RATE_FIELDS,
  type PayRuleForm,
  type SampleJob,
} from './pay-rule-form';

export function PayRuleEditor({
  rules,
  choices,
}: {
  rules: readonly PayRuleResponse[];
  choices: readonly { value: string; label: string }[];
}) {
  const { t, money } = useMessages();
  const create = useCreatePayRule();
  const today = dayKey(new Date());
  const [form, setForm] = useState<PayRuleForm>(() => formOfRates(ruleInForce(rules, 0, today), '', today));
  const [sample, setSample] = useState<SampleJob>({
    orderTotal: '40.00',
    miles: '8.0',
    pieces: '1',
    jobsPerWeek: '25',
  });
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const checked = checkPayRule(form);
  const server = create.error ? serverFieldErrors(create.error) : {};
  const errors = { ...(tried ? checked.errors : {}), ...server };
  const set = (key: keyof PayRuleForm) => (value: string) => {
    setSaved(null);
    if (create.error) create.reset();
    setForm((current) => ({ ...current, [key]: value }));
  };
  const setSampleField = (key: keyof SampleJob) => (value: string) =>
    setSample((current) => ({ ...current, [key]: value }));
  const preview = checked.ok ? previewPay(checked.request, sample) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(null);
    if (!checked.ok) return;
    create.mutate(checked.request, {
      onSuccess: (rule) => setSaved(t('rates.pay.saved', { day: rule.effectiveFrom })),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="new-rule-title">
      <h2 id="new-rule-title" className="text-base font-semibold text-slate-900">
        {t('rates.pay.newRule')}
      </h2>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {t('rates.pay.noRepay')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('rates.pay.appliesTo')}
          value={form.driverId}
          options={choices}
          error={errorAt(errors, 'driverId')}
          onChange={set('driverId')}
        />
        <TextField
          label={t('rates.card.effectiveFrom')}
          type="date"
          value={form.effectiveFrom}
          error={errorAt(errors, 'effectiveFrom')}
          onChange={set('effectiveFrom')}
        />
      </div>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.pay.rates')}</legend>
        <div className={GRID}>
          {RATE_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`rates.pay.field.${field}`)}
              value={form[field]}
              inputMode="decimal"
              placeholder="0.00"
              error={errorAt(errors, field)}
              onChange={set(field)}
            />
          ))}
        </div>
      </fieldset>

      <section aria-labelledby="pay-preview-title" className={FIELDSET}>
        <h3 id="pay-preview-title" className={LEGEND}>
          {t('rates.pay.preview')}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t('rates.pay.sampleTotal')}
            inputMode="decimal"
            value={sample.orderTotal}
            onChange={setSampleField('orderTotal')}
          />
          <TextField
            label={t('rates.preview.miles')}
            inputMode="decimal"
            value={sample.miles}
            onChange={setSampleField('miles')}
          />
          <TextField
            label={t('rates.preview.pieces')}
            inputMode="numeric"
            value={sample.pieces}
            onChange={setSampleField('pieces')}
          />
          <TextField
            label={t('rates.pay.jobsPerWeek')}
            inputMode="numeric"
            value={sample.jobsPerWeek}
            onChange={setSampleField('jobsPerWeek')}
          />
        </div>
        {preview ? (
          <dl
            aria-label={t('rates.pay.preview')}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
          >
            {preview.parts.map((part) => (
              <div key={part.code} className="contents">
                <dt className="text-slate-600">{part.label}</dt>
                <dd className="text-right tabular-nums">{money(part.amount)}</dd>
              </div>
            ))}
            <dt className="border-t border-slate-200 pt-1 font-semibold text-slate-900">
              {t('rates.pay.jobPay')}
            </dt>
            <dd
              className="border-t border-slate-200 pt-1 text-right font-semibold tabular-nums"
              data-testid="job-pay"
            >
              {money(preview.amount)}
            </dd>
            <dt className="font-semibold text-slate-900">{t('rates.pay.weekPay', { jobs: preview.jobs })}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="week-pay">
              {money(preview.week)}
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-slate-600">{t('rates.preview.fixFirst')}</p>
        )}
      </section>

      {saved ? (
        <p role="status" className="text-sm text-teal-900">
          {saved}
        </p>
      ) : null}
      {tried && !checked.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {t('rates.fixFields')}
        </p>
      ) : null}
      {create.error && !Object.keys(server).length ? (
        <p role="alert" className="text-sm text-red-700">
          {t('rates.pay.saveFailed')}
        </p>
      ) : null}
      <Button type="submit" pending={create.isPending} pendingText={t('rates.saving')}>
        <Save aria-hidden="true" />
        {t('rates.pay.save')}
      </Button>
    </form>
  );
}
