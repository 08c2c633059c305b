/** The card's zones: a flat price for a run whose both ends are in the zone's ZIP codes. */
import { Plus, Trash2 } from 'lucide-react';
import { RATE_CARD_LIMITS } from '@domain/rate-cards';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n';
import { FIELDSET, LEGEND, TextField } from './fields';
import type { RateCardForm } from './rate-card-form';

export function ZonesFieldset({
  form,
  err,
  update,
}: {
  form: RateCardForm;
  err: (path: string) => string | undefined;
  update: (change: (draft: RateCardForm) => void) => void;
}) {
  const { t } = useMessages();
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('rates.card.zones')}</legend>
      <p className="text-xs text-slate-600">{t('rates.card.zonesHint')}</p>
      <ol className="space-y-4">
        {form.zones.map((zone, i) => (
          <li key={i} className="grid items-end gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
            <TextField
              label={t('rates.card.zoneCode', { n: i + 1 })}
              value={zone.code}
              error={err(`card.zones.${i}.code`)}
              onChange={(v) => update((f) => (f.zones[i]!.code = v))}
            />
            <TextField
              label={t('rates.card.zoneName', { n: i + 1 })}
              value={zone.name}
              error={err(`card.zones.${i}.name`)}
              onChange={(v) => update((f) => (f.zones[i]!.name = v))}
            />
            <TextField
              label={t('rates.card.zoneZips', { n: i + 1 })}
              value={zone.zips}
              placeholder="77030, 77002"
              error={err(`card.zones.${i}.zips`)}
              onChange={(v) => update((f) => (f.zones[i]!.zips = v))}
            />
            <TextField
              label={t('rates.card.zonePrice', { n: i + 1 })}
              value={zone.flatPrice}
              inputMode="decimal"
              placeholder="0.00"
              error={err(`card.zones.${i}.flatPrice`)}
              onChange={(v) => update((f) => (f.zones[i]!.flatPrice = v))}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="sm:col-span-2 sm:justify-self-start"
              onClick={() => update((f) => f.zones.splice(i, 1))}
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
        disabled={form.zones.length >= RATE_CARD_LIMITS.zones}
        onClick={() => update((f) => f.zones.push({ code: '', name: '', zips: '', flatPrice: '' }))}
      >
        <Plus aria-hidden="true" />
        {t('rates.card.addZone')}
      </Button>
    </fieldset>
  );
}
