/**
 * A new version of an organisation's rate card: every rule of the card, checked by the domain's
 * schema (react-hook-form with the worded resolver on `putRateCardRequest`) as it is typed after the first
 * save attempt, and again by the server, whose 400 lands on the field it names. The preview beside
 * it prices a sample trip with the same function.
 */
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import { putRateCardRequest, RATE_CARD_LIMITS, type PutRateCardInput } from '@domain/rate-cards';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { errorAt, placeServerErrors, useWordedResolver } from '@web/lib/forms';
import { usePutRateCard } from './api';
import { SaveFooter } from './EditorParts';
import { FIELDSET, GRID, LEGEND, TextField } from './fields';
import { cardOfForm, requestOfForm, type RateCardForm } from './rate-card-form';
import { RateCardPreview } from './RateCardPreview';
import { ZonesFieldset } from './ZonesFieldset';

export function RateCardEditor({
  organizationId,
  initial,
}: {
  organizationId: number;
  initial: RateCardForm;
}) {
  const { t, fieldErrorList } = useMessages();
  const save = usePutRateCard(organizationId);
  const resolver = useWordedResolver<RateCardForm, PutRateCardInput>(putRateCardRequest, requestOfForm);
  const form = useForm<RateCardForm, unknown, PutRateCardInput>({
    resolver,
    defaultValues: initial,
  });
  const bands = useFieldArray({ control: form.control, name: 'card.mileageBands' });
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const values = useWatch({ control: form.control }) as RateCardForm;
  const { errors, isSubmitted, isValid } = form.formState;
  const err = (path: string) => errorAt(errors, path);
  // A rule of the list as a whole (the first band starts at mile 0), not of one band.
  const bandsError = errors.card?.mileageBands?.root?.message ?? errors.card?.mileageBands?.message;
  const field = (path: Path<RateCardForm>) => ({
    ...form.register(path, {
      onChange: () => {
        setSaved(null);
        setFailed(false);
      },
    }),
    error: err(path),
  });
  const money = (label: string, path: Path<RateCardForm>) => (
    <TextField key={path} label={label} inputMode="decimal" placeholder="0.00" {...field(path)} />
  );

  const submit = form.handleSubmit((request) => {
    setSaved(null);
    setFailed(false);
    save.mutate(request, {
      onSuccess: (answer) => {
        const version = answer.versions[0];
        if (version)
          setSaved(t('rates.card.saved', { version: version.version, day: version.effectiveFrom }));
      },
      onError: (error) => setFailed(!placeServerErrors(form, error, fieldErrorList)),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
      aria-labelledby="new-version-title"
    >
      <h2 id="new-version-title" className="text-base font-semibold text-slate-900">
        {t('rates.card.newVersion')}
      </h2>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {t('rates.card.noReprice')}
      </p>
      <TextField
        label={t('rates.card.effectiveFrom')}
        type="date"
        hint={t('rates.card.effectiveHint')}
        className="max-w-xs"
        {...field('effectiveFrom')}
      />

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.card.base')}</legend>
        <div className={GRID}>
          {money(t('rates.card.baseRate'), 'card.baseRate')}
          {SERVICE_TYPES.map((s) =>
            money(
              t('rates.card.handling', { service: t(`service.${s}`) }),
              `card.serviceSurcharges.${s}` as const,
            ),
          )}
        </div>
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.card.bands')}</legend>
        <p className="text-xs text-slate-600">{t('rates.card.bandsHint')}</p>
        {bandsError ? (
          <p role="alert" className="text-sm text-red-700">
            {bandsError}
          </p>
        ) : null}
        <ol className="space-y-3">
          {bands.fields.map((band, i) => (
            <li key={band.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={t('rates.card.bandFrom', { n: i + 1 })}
                inputMode="decimal"
                {...field(`card.mileageBands.${i}.fromMiles` as const)}
              />
              <TextField
                label={t('rates.card.bandPerMile', { n: i + 1 })}
                inputMode="decimal"
                placeholder="0.00"
                {...field(`card.mileageBands.${i}.perMile` as const)}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('rates.card.removeBand', { n: i + 1 })}
                disabled={bands.fields.length === 1}
                onClick={() => bands.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={bands.fields.length >= RATE_CARD_LIMITS.bands}
          onClick={() => bands.append({ fromMiles: '', perMile: '' })}
        >
          <Plus aria-hidden="true" />
          {t('rates.card.addBand')}
        </Button>
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.card.priority')}</legend>
        <div className={GRID}>
          {PRIORITIES.map((p) =>
            money(
              t('rates.card.priorityFee', { priority: t(`priority.${p}`) }),
              `card.priorityFees.${p}` as const,
            ),
          )}
        </div>
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.card.surcharges')}</legend>
        <div className={GRID}>
          {money(t('rates.card.afterHours'), 'card.afterHours.amount')}
          <TextField
            label={t('rates.card.afterHoursFrom')}
            inputMode="numeric"
            {...field('card.afterHours.startsAt')}
          />
          <TextField
            label={t('rates.card.afterHoursTo')}
            inputMode="numeric"
            {...field('card.afterHours.endsAt')}
          />
          {money(t('rates.card.weekend'), 'card.weekendSurcharge')}
          {money(t('rates.card.holiday'), 'card.holidays.amount')}
          <TextField
            label={t('rates.card.holidayDates')}
            placeholder="2026-12-25, 2027-01-01"
            {...field('card.holidays.dates')}
          />
          {money(t('rates.card.extraPiece'), 'card.extraPiece')}
          <TextField
            label={t('rates.card.freeMinutes')}
            inputMode="numeric"
            {...field('card.waitTime.freeMinutes')}
          />
          {money(t('rates.card.perMinute'), 'card.waitTime.perMinute')}
          {money(t('rates.card.refrigerated'), 'card.coldChain.refrigerated')}
          {money(t('rates.card.frozen'), 'card.coldChain.frozen')}
        </div>
      </fieldset>

      <ZonesFieldset form={form} field={field} />

      <RateCardPreview card={cardOfForm(values)} />

      <SaveFooter
        saved={saved}
        invalid={isSubmitted && !isValid && !save.isPending}
        failed={failed ? t('rates.card.saveFailed') : null}
        pending={save.isPending}
        saveLabel={t('rates.card.save')}
      />
    </form>
  );
}
