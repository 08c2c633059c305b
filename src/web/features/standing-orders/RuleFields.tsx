/** When a standing order repeats: the kind of schedule, the days, the pickup time, first and last day. */
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useMessages } from '@web/i18n';
import { SCHEDULE_KINDS, WEEKDAY_CODES } from './schedule';
import type { RuleFormOutput, RuleFormValues } from './standing-form';

export function RuleFields({
  form,
  firstDayError,
}: {
  form: UseFormReturn<RuleFormValues, unknown, RuleFormOutput>;
  /** The order check's word on the first pickup (in the past, too little notice). */
  firstDayError?: string;
}) {
  const { t } = useMessages();
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('standing.rule.repeats')} error={errors.kind?.message}>
          <NativeSelect {...form.register('kind')}>
            {SCHEDULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`standing.rule.kind.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('standing.rule.time')} error={errors.timeOfDay?.message}>
          <Input type="time" {...form.register('timeOfDay')} />
        </Field>
      </div>
      {kind === 'weekly' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('standing.rule.days')}</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAY_CODES.map((code) => (
              <label key={code} className="flex min-h-11 items-center gap-1.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  value={code}
                  className="size-4 accent-teal-700"
                  {...form.register('days')}
                />
                {t(`standing.day.${code}`)}
              </label>
            ))}
          </div>
          {errors.days ? (
            <p role="alert" className="text-sm text-red-700">
              {t('standing.rule.chooseDay')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('standing.rule.startDate')} error={errors.startDate?.message ?? firstDayError}>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Field
          label={t('standing.rule.endDate')}
          error={errors.endDate?.message}
          hint={t('standing.rule.endDateHint')}
        >
          <Input type="date" {...form.register('endDate')} />
        </Field>
      </div>
    </div>
  );
}
