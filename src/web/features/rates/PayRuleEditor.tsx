/**
 * A new pay rule from a day on, for every driver or one: checked by the domain's schema
 * (react-hook-form with the worded resolver on `createPayRuleRequest`) after the first save attempt, and
 * again by the server, whose 400 lands on the field it names. The preview works a sample job out
 * with the settlements' own arithmetic, and a week of such jobs.
 */
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { dayKey } from '@domain/central-time';
import { createPayRuleRequest, ruleInForce, type PayRuleResponse } from '@domain/driver-pay-rules';
import { useMessages } from '@web/i18n';
import { errorAt, placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { useCreatePayRule } from './api';
import { PreviewFigures, SaveFooter } from './EditorParts';
import { FIELDSET, GRID, LEGEND, SelectField, TextField } from './fields';
import {
  formOfRates,
  previewPay,
  RATE_FIELDS,
  ratesOfForm,
  requestOfPayRule,
  type PayRuleForm,
  type PayRuleRequest,
  type SampleJob,
} from './pay-rule-form';

export function PayRuleEditor({
  rules,
  choices,
}: {
  rules: readonly PayRuleResponse[];
  choices: readonly { value: string; label: string }[];
}) {
  const { t, money, fieldErrorList } = useMessages();
  const create = useCreatePayRule();
  const resolver = useWordedResolver<PayRuleForm, PayRuleRequest>(createPayRuleRequest, requestOfPayRule);
  const form = useForm<PayRuleForm, unknown, PayRuleRequest>({
    resolver,
    defaultValues: (() => {
      const today = dayKey(new Date());
      return formOfRates(ruleInForce(rules, 0, today), '', today);
    })(),
  });
  // The sample job is the preview's, not the rule's: it is never sent.
  const [sample, setSample] = useState<SampleJob>({
    orderTotal: '40.00',
    miles: '8.0',
    pieces: '1',
    jobsPerWeek: '25',
  });
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const values = useWatch({ control: form.control }) as PayRuleForm;
  const { errors, isSubmitted, isValid } = form.formState;
  const field = (path: Path<PayRuleForm>) => ({
    ...form.register(path, {
      onChange: () => {
        setSaved(null);
        setFailed(false);
      },
    }),
    error: errorAt(errors, path),
  });
  const setSampleField = (key: keyof SampleJob) => (value: string) =>
    setSample((current) => ({ ...current, [key]: value }));
  const rates = ratesOfForm(values);
  const preview = rates ? previewPay(rates, sample) : null;

  const submit = form.handleSubmit((request) => {
    setSaved(null);
    setFailed(false);
    create.mutate(request, {
      onSuccess: (rule) => setSaved(t('rates.pay.saved', { day: rule.effectiveFrom })),
      onError: (error) => setFailed(!placeServerErrors(form, error, fieldErrorList)),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-labelledby="new-rule-title"
    >
      <h2 id="new-rule-title" className="text-base font-semibold text-slate-900">
        {t('rates.pay.newRule')}
      </h2>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {t('rates.pay.noRepay')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('rates.pay.appliesTo')} options={choices} {...field('driverId')} />
        <TextField label={t('rates.card.effectiveFrom')} type="date" {...field('effectiveFrom')} />
      </div>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.pay.rates')}</legend>
        <div className={GRID}>
          {RATE_FIELDS.map((rate) => (
            <TextField
              key={rate}
              label={t(`rates.pay.field.${rate}`)}
              inputMode="decimal"
              placeholder="0.00"
              {...field(rate)}
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
            onValue={setSampleField('orderTotal')}
          />
          <TextField
            label={t('rates.preview.miles')}
            inputMode="decimal"
            value={sample.miles}
            onValue={setSampleField('miles')}
          />
          <TextField
            label={t('rates.preview.pieces')}
            inputMode="numeric"
            value={sample.pieces}
            onValue={setSampleField('pieces')}
          />
          <TextField
            label={t('rates.pay.jobsPerWeek')}
            inputMode="numeric"
            value={sample.jobsPerWeek}
            onValue={setSampleField('jobsPerWeek')}
          />
        </div>
        {preview ? (
          <PreviewFigures
            label={t('rates.pay.preview')}
            lines={preview.parts.map((part) => (
              <div key={part.code} className="contents">
                <dt className="text-slate-600">{part.label}</dt>
                <dd className="text-right tabular-nums">{money(part.amount)}</dd>
              </div>
            ))}
            totals={[
              { label: t('rates.pay.jobPay'), amount: preview.amount, testId: 'job-pay' },
              {
                label: t('rates.pay.weekPay', { jobs: preview.jobs }),
                amount: preview.week,
                testId: 'week-pay',
              },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">{t('rates.preview.fixFirst')}</p>
        )}
      </section>

      <SaveFooter
        saved={saved}
        invalid={isSubmitted && !isValid && !create.isPending}
        failed={failed ? t('rates.pay.saveFailed') : null}
        pending={create.isPending}
        saveLabel={t('rates.pay.save')}
      />
    </form>
  );
}
