/** The card's zones: a flat price for a run whose both ends are in the zone's ZIP codes. */
import { Plus, Trash2 } from 'lucide-react';
import { RATE_CARD_LIMITS } from '@domain/rate-cards';
import { Button } from '@web/components/ui/button';
import { useFieldArray, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { PutRateCardInput } from '@domain/rate-cards';
import { useMessages } from '@web/i18n';
import { FIELDSET, LEGEND, TextField } from './fields';
import type { RateCardForm } from './rate-card-form';

export function ZonesFieldset({
  form,
  field,
}: {
  form: UseFormReturn<RateCardForm, unknown, PutRateCardInput>;
  /** An input of the editor's form: registered, with its error. */
  field: (path: Path<RateCardForm>) => UseFormRegisterReturn & { error: string | undefined };
}) {
  const { t } = useMessages();
  const zones = useFieldArray({ control: form.control, name: 'card.zones' });
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('rates.card.zones')}</legend>
      <p className="text-xs text-slate-600">{t('rates.card.zonesHint')}</p>
      <ol className="space-y-4">
        {zones.fields.map((zone, i) => (
          <li key={zone.id} className="grid items-end gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
            <TextField
              label={t('rates.card.zoneCode', { n: i + 1 })}
              {...field(`card.zones.${i}.code` as const)}
            />
            <TextField
              label={t('rates.card.zoneName', { n: i + 1 })}
              {...field(`card.zones.${i}.name` as const)}
            />
            <TextField
              label={t('rates.card.zoneZips', { n: i + 1 })}
              placeholder="77030, 77002"
              {...field(`card.zones.${i}.zips` as const)}
            />
            <TextField
              label={t('rates.card.zonePrice', { n: i + 1 })}
              inputMode="decimal"
              placeholder="0.00"
              {...field(`card.zones.${i}.flatPrice` as const)}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="sm:col-span-2 sm:justify-self-start"
              onClick={() => zones.remove(i)}
            >
              <Trash2 aria-hidden="true" />
              {t('rates.card.removeZone', { n: i + 1 })}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={zones.fields.length >= RATE_CARD_LIMITS.zones}
        onClick={() => zones.append({ code: '', name: '', zips: '', flatPrice: '' })}
      >
        <Plus aria-hidden="true" />
        {t('rates.card.addZone')}
      </Button>
    </fieldset>
  );
}
