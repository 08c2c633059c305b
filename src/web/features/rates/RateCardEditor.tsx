/**
 * A new version of an organisation's rate card: every rule of the card, checked by the domain's
 * schema as it is typed (after the first save attempt) and again by the server, whose 400 is shown
 * under the field it names. The preview beside it prices a sample trip with the same function.
 */
import { useState, type FormEvent } from 'react';
import { Plus, Save, Trash2 } from 'lucide-react';
import { PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import { RATE_CARD_LIMITS } from '@domain/rate-cards';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { usePutRateCard } from './api';
import { FIELDSET, GRID, LEGEND, TextField } from './fields';
import { errorAt, serverFieldErrors } from './form-errors';
import { checkForm, type RateCardForm } from './rate-card-form';
import { RateCardPreview } from './RateCardPreview';
import { ZonesFieldset } from './ZonesFieldset';

export function RateCardEditor({
  organizationId,
  initial,
}: {
  organizationId: number;
  initial: RateCardForm;
}) {
  const { t } = useMessages();
  const save = usePutRateCard(organizationId);
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const checked = checkForm(form);
  const server = save.error ? serverFieldErrors(save.error) : {};
  const errors = { ...(tried ? checked.errors : {}), ...server };
  const err = (path: string) => errorAt(errors, path);
  const update = (change: (draft: RateCardForm) => void) => {
    setSaved(null);
    if (save.error) save.reset();
    setForm((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  };
  const money = (
    label: string,
    path: string,
    get: (f: RateCardForm) => string,
    set: (f: RateCardForm, v: string) => void,
  ) => (
    <TextField
      key={path}
      label={label}
      value={get(form)}
      inputMode="decimal"
      placeholder="0.00"
      error={err(path)}
      onChange={(v) => update((f) => set(f, v))}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(null);
    if (!checked.ok) return;
    save.mutate(checked.request, {
      onSuccess: (answer) => {
        const version = answer.versions[0];
        if (version)
          setSaved(t('rates.card.saved', { version: version.version, day: version.effectiveFrom }));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="new-version-title">
      <h2 id="new-version-title" className="text-base font-semibold text-slate-900">
        {t('rates.card.newVersion')}
      </h2>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {t('rates.card.noReprice')}
      </p>
      <TextField
        label={t('rates.card.effectiveFrom')}
        type="date"
        value={form.effectiveFrom}
        error={err('effectiveFrom')}
        hint={t('rates.card.effectiveHint')}
        onChange={(v) => update((f) => (f.effectiveFrom = v))}
        className="max-w-xs"
      />

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.card.base')}</legend>
        <div className={GRID}>
          {money(
            t('rates.card.baseRate'),
            'card.baseRate',
            (f) => f.baseRate,
            (f, v) => (f.baseRate = v),
          )}
          {SERVICE_TYPES.map((s) =>
            money(
              t('rates.card.handling', { service: t(`service.${s}`) }),
              `card.serviceSurcharges.${s}`,
              (f) => f.serviceSurcharges[s],
              (f, v) => (f.serviceSurcharges[s] = v),
            ),
          )}
        </div>
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.card.bands')}</legend>
        <p className="text-xs text-slate-600">{t('rates.card.bandsHint')}</p>
        {errors['card.mileageBands'] ? (
          <p role="alert" className="text-sm text-red-700">
            {errors['card.mileageBands']}
          </p>
        ) : null}
        <ol className="space-y-3">
          {form.mileageBands.map((band, i) => (
            <li key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={t('rates.card.bandFrom', { n: i + 1 })}
                value={band.fromMiles}
                inputMode="decimal"
                error={err(`card.mileageBands.${i}.fromMiles`)}
                onChange={(v) => update((f) => (f.mileageBands[i]!.fromMiles = v))}
              />
              <TextField
                label={t('rates.card.bandPerMile', { n: i + 1 })}
                value={band.perMile}
                inputMode="decimal"
                placeholder="0.00"
                error={err(`card.mileageBands.${i}.perMile`)}
                onChange={(v) => update((f) => (f.mileageBands[i]!.perMile = v))}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('rates.card.removeBand', { n: i + 1 })}
                disabled={form.mileageBands.length === 1}
                onClick={() => update((f) => f.mileageBands.splice(i, 1))}
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
          disabled={form.mileageBands.length >= RATE_CARD_LIMITS.bands}
          onClick={() => update((f) => f.mileageBands.push({ fromMiles: '', perMile: '' }))}
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
              `card.priorityFees.${p}`,
              (f) => f.priorityFees[p],
              (f, v) => (f.priorityFees[p] = v),
            ),
          )}
        </div>
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('rates.card.surcharges')}</legend>
        <div className={GRID}>
          {money(
            t('rates.card.afterHours'),
            'card.afterHours.amount',
            (f) => f.afterHours.amount,
            (f, v) => (f.afterHours.amount = v),
          )}
          <TextField
            label={t('rates.card.afterHoursFrom')}
            value={form.afterHours.startsAt}
            inputMode="numeric"
            error={err('card.afterHours.startsAt')}
            onChange={(v) => update((f) => (f.afterHours.startsAt = v))}
          />
          <TextField
            label={t('rates.card.afterHoursTo')}
            value={form.afterHours.endsAt}
            inputMode="numeric"
            error={err('card.afterHours.endsAt')}
            onChange={(v) => update((f) => (f.afterHours.endsAt = v))}
          />
          {money(
            t('rates.card.weekend'),
            'card.weekendSurcharge',
            (f) => f.weekendSurcharge,
            (f, v) => (f.weekendSurcharge = v),
          )}
          {money(
            t('rates.card.holiday'),
            'card.holidays.amount',
            (f) => f.holidays.amount,
            (f, v) => (f.holidays.amount = v),
          )}
          <TextField
            label={t('rates.card.holidayDates')}
            value={form.holidays.dates}
            placeholder="2026-12-25, 2027-01-01"
            error={err('card.holidays.dates')}
            onChange={(v) => update((f) => (f.holidays.dates = v))}
          />
          {money(
            t('rates.card.extraPiece'),
            'card.extraPiece',
            (f) => f.extraPiece,
            (f, v) => (f.extraPiece = v),
          )}
          <TextField
            label={t('rates.card.freeMinutes')}
            value={form.waitTime.freeMinutes}
            inputMode="numeric"
            error={err('card.waitTime.freeMinutes')}
            onChange={(v) => update((f) => (f.waitTime.freeMinutes = v))}
          />
          {money(
            t('rates.card.perMinute'),
            'card.waitTime.perMinute',
            (f) => f.waitTime.perMinute,
            (f, v) => (f.waitTime.perMinute = v),
          )}
          {money(
            t('rates.card.refrigerated'),
            'card.coldChain.refrigerated',
            (f) => f.coldChain.refrigerated,
            (f, v) => (f.coldChain.refrigerated = v),
          )}
          {money(
            t('rates.card.frozen'),
            'card.coldChain.frozen',
            (f) => f.coldChain.frozen,
            (f, v) => (f.coldChain.frozen = v),
          )}
        </div>
      </fieldset>

      <ZonesFieldset form={form} err={err} update={update} />

      <RateCardPreview card={checked.ok ? checked.request.card : null} />

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
      {save.error && !Object.keys(server).length ? (
        <p role="alert" className="text-sm text-red-700">
          {t('rates.card.saveFailed')}
        </p>
      ) : null}
      <Button type="submit" pending={save.isPending} pendingText={t('rates.saving')}>
        <Save aria-hidden="true" />
        {t('rates.card.save')}
      </Button>
    </form>
  );
}
