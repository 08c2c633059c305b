/**
 * What a sample trip would cost under the card being edited: THE pricing function (the one the
 * server prices every booking with) on the form's card, so the lines are the ones an order gets.
 */
import { useState } from 'react';
import { dayKey } from '@domain/central-time';
import { PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import type { RateCard } from '@domain/rate-cards';
import { TEMPERATURE_CLASSES } from '@domain/temperature-classes';
import { PriceLines } from '@web/components/PriceLines';
import { useMessages } from '@web/i18n';
import { PreviewFigures } from './EditorParts';
import { FIELDSET, GRID, LEGEND, SelectField, TextField } from './fields';
import { previewPrice, type SampleTrip } from './rate-card-form';

export function RateCardPreview({ card }: { card: RateCard | null }) {
  const { t } = useMessages();
  const [trip, setTrip] = useState<SampleTrip>(() => ({
    serviceType: 'laboratory_sample',
    priority: 'standard',
    miles: '8.0',
    pieces: '1',
    temperatureClass: 'ambient',
    day: dayKey(new Date()),
    hour: '10',
    waitMinutes: '0',
    pickupZip: '',
    deliveryZip: '',
  }));
  const set = (key: keyof SampleTrip) => (value: string) =>
    setTrip((current) => ({ ...current, [key]: value }));
  const price = card ? previewPrice(card, trip) : null;
  return (
    <section aria-labelledby="preview-title" className={FIELDSET}>
      <h3 id="preview-title" className={LEGEND}>
        {t('rates.preview.title')}
      </h3>
      <p className="text-xs text-slate-600">{t('rates.preview.hint')}</p>
      <div className={GRID}>
        <SelectField
          label={t('rates.preview.service')}
          value={trip.serviceType}
          options={SERVICE_TYPES.map((s) => ({ value: s, label: t(`service.${s}`) }))}
          onValue={set('serviceType')}
        />
        <SelectField
          label={t('rates.preview.priority')}
          value={trip.priority}
          options={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          onValue={set('priority')}
        />
        <SelectField
          label={t('rates.preview.temperature')}
          value={trip.temperatureClass}
          options={TEMPERATURE_CLASSES.map((c) => ({ value: c, label: t(`temperature.${c}`) }))}
          onValue={set('temperatureClass')}
        />
        <TextField
          label={t('rates.preview.miles')}
          inputMode="decimal"
          value={trip.miles}
          onValue={set('miles')}
        />
        <TextField
          label={t('rates.preview.pieces')}
          inputMode="numeric"
          value={trip.pieces}
          onValue={set('pieces')}
        />
        <TextField label={t('rates.preview.day')} type="date" value={trip.day} onValue={set('day')} />
        <TextField
          label={t('rates.preview.hour')}
          inputMode="numeric"
          value={trip.hour}
          onValue={set('hour')}
        />
        <TextField
          label={t('rates.preview.wait')}
          inputMode="numeric"
          value={trip.waitMinutes}
          onValue={set('waitMinutes')}
        />
        <TextField
          label={t('rates.preview.pickupZip')}
          inputMode="numeric"
          value={trip.pickupZip}
          onValue={set('pickupZip')}
        />
        <TextField
          label={t('rates.preview.deliveryZip')}
          inputMode="numeric"
          value={trip.deliveryZip}
          onValue={set('deliveryZip')}
        />
      </div>
      {price ? (
        <PreviewFigures
          label={t('rates.preview.lines')}
          lines={<PriceLines lines={price.priceLines} />}
          totals={[{ label: t('rates.preview.total'), amount: price.totalCost, testId: 'preview-total' }]}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('rates.preview.fixFirst')}</p>
      )}
    </section>
  );
}
