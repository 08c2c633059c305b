/** The booking form's non-address fields: what and how fast, when, and what is carried. */
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { PRIORITIES, SERVICE_TYPES, TIME_SLOTS, type TimeSlot } from '@domain/enums';
import type { OrderFormValues } from '@domain/orders';
import { SERVICE_LEVELS } from '@domain/service-levels';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { TEMPERATURE_CLASSES } from '@domain/temperature-classes';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import {
  centralClock,
  DEFAULT_PICKUP_TIME,
  isSelectableDay,
  pickupMoment,
  scheduledMoment,
  toDayInput,
} from './schedule';
import type { OrderFormOutput } from './submit-order';
import { useDomainWords, useMessages } from '@web/i18n';

type FormProps = { form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput> };

const asDate = (value: OrderFormValues['scheduledDate']): Date | null =>
  value ? (value instanceof Date ? value : new Date(value)) : null;

/** A date that has been chosen is re-checked as the choices around it change (48-hour rule). */
function recheckDate({ form }: FormProps) {
  if (form.getValues('scheduledDate') || form.formState.errors.scheduledDate)
    void form.trigger('scheduledDate');
}

export function ServiceFields({ form }: FormProps) {
  const priority = useWatch({ control: form.control, name: 'priority' });
  const ids = useId();
  const { errors } = form.formState;
  const { t } = useMessages();
  const { priorityHint } = useDomainWords();
  return (
    <div className="space-y-4">
      <Field label={t('client.form.serviceType')} error={errors.serviceType?.message}>
        <NativeSelect {...form.register('serviceType')}>
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`service.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('client.form.priority')}</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {PRIORITIES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer flex-col rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600',
                priority === value
                  ? 'border-teal-600 bg-teal-50'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <span className="flex items-center gap-2 font-medium text-slate-900">
                {/* Named by its word alone; the fee and time are its description. */}
                <input
                  type="radio"
                  value={value}
                  aria-labelledby={`${ids}-${value}`}
                  aria-describedby={`${ids}-${value}-hint`}
                  className="size-4 accent-teal-700"
                  {...form.register('priority', { onChange: () => recheckDate({ form }) })}
                />
                <span id={`${ids}-${value}`}>{t(`priority.${value}`)}</span>
              </span>
              <span id={`${ids}-${value}-hint`} className="pl-6 text-xs text-slate-600">
                {priorityHint(value)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The moment a chosen day stands for: the set pickup time on it, or the slot's start. */
function momentOf(day: string, slot: TimeSlot | null | undefined, previous: Date | null): Date {
  if (slot !== 'specific') return scheduledMoment(day, slot);
  return pickupMoment(day, previous ? centralClock(previous) : DEFAULT_PICKUP_TIME);
}

export function ScheduleFields({ form }: FormProps) {
  const [priority, slot, scheduled] = useWatch({
    control: form.control,
    name: ['priority', 'preferredTimeSlot', 'scheduledDate'],
  });
  const today = toDayInput(new Date());
  const chosen = asDate(scheduled);
  const { t } = useMessages();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="scheduledDate"
        render={({ field, fieldState }) => {
          const date = asDate(field.value);
          return (
            <Field
              label={t('client.form.scheduledDate')}
              error={fieldState.error?.message}
              hint={
                priority === 'scheduled'
                  ? t('client.form.scheduledNotice', { hours: SERVICE_LEVELS.scheduled.noticeHours })
                  : t('client.form.scheduledOptional')
              }
            >
              <Input
                type="date"
                min={today}
                ref={field.ref}
                onBlur={field.onBlur}
                value={date ? toDayInput(date) : ''}
                onChange={(event) => {
                  const day = event.target.value;
                  field.onChange(day ? momentOf(day, slot, date) : null);
                  // The native picker offers no past day, but one can still be typed: refuse it here.
                  if (day && !isSelectableDay(day)) {
                    form.setError('scheduledDate', { message: t('client.form.todayOrLater') });
                  } else {
                    void form.trigger('scheduledDate');
                  }
                }}
              />
            </Field>
          );
        }}
      />
      <Controller
        control={form.control}
        name="preferredTimeSlot"
        render={({ field, fieldState }) => (
          <Field
            label={t('client.form.timeSlot')}
            error={fieldState.error?.message}
            hint={field.value === 'specific' ? t('client.form.timeSlotHint') : undefined}
          >
            <NativeSelect
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value ?? ''}
              onChange={(event) => {
                const next = (event.target.value || null) as TimeSlot | null;
                field.onChange(next);
                // The slot sets the hour of the scheduled moment.
                const date = asDate(form.getValues('scheduledDate'));
                if (date) form.setValue('scheduledDate', momentOf(toDayInput(date), next, null));
                recheckDate({ form });
              }}
            >
              <option value="">{t('client.form.noPreference')}</option>
              {TIME_SLOTS.map((value) => (
                <option key={value} value={value}>
                  {t(`timeSlot.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      />
      {slot === 'specific' ? (
        <Field
          label={t('client.form.pickupTime')}
          hint={chosen ? t('client.form.pickupTimeHint') : t('client.form.dateFirst')}
        >
          <Input
            type="time"
            step={900}
            disabled={!chosen}
            value={chosen ? centralClock(chosen) : ''}
            onChange={(event) => {
              if (!chosen || !event.target.value) return;
              form.setValue('scheduledDate', pickupMoment(toDayInput(chosen), event.target.value));
              recheckDate({ form });
            }}
          />
        </Field>
      ) : null}
    </div>
  );
}

export function DetailFields({ form }: FormProps) {
  const { errors } = form.formState;
  const { t } = useMessages();
  return (
    <div className="space-y-4">
      <Field label={t('client.form.item')} error={errors.itemDescription?.message}>
        <Input placeholder={t('client.form.itemExample')} {...form.register('itemDescription')} />
      </Field>
      <Field
        label={t('client.form.instructions')}
        error={errors.specialInstructions?.message}
        hint={t('client.form.instructionsHint')}
      >
        <Textarea rows={3} {...form.register('specialInstructions')} />
      </Field>
      {/* Cold chain and photo proof. */}
      <Field
        label={t('client.form.temperature')}
        error={errors.temperatureClass?.message}
        hint={t('client.form.temperatureHint')}
      >
        <NativeSelect {...form.register('temperatureClass')}>
          {TEMPERATURE_CLASSES.map((c) => (
            <option key={c} value={c}>
              {t(`temperature.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="size-5" {...form.register('requiresPhoto')} />
        {t('client.form.requirePhoto')}
      </label>
    </div>
  );
}
