/**
 * Billing staff's (and dispatch's) rate cards: pick an organisation, read the card in force today
 * and every version with its day, and add a new version from a day on. A version never changes an
 * order already priced; each keeps the version it was priced with.
 */
import { useState } from 'react';
import { dayKey } from '@domain/central-time';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { useOrganizations, useRateCard } from './api';
import { SelectField } from './fields';
import { formOfCard } from './rate-card-form';
import { RateCardEditor } from './RateCardEditor';

export function RateCardsPage() {
  const { t, day } = useMessages();
  const organizations = useOrganizations();
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const card = useRateCard(organizationId);
  const today = dayKey(new Date());

  return (
    <>
      <PageHeader title={t('rates.cards.title')} description={t('rates.cards.description')} />
      <div className="space-y-6">
        {organizations.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('rates.cards.organizationsFailed')}
          </p>
        ) : (
          <SelectField
            label={t('rates.cards.organization')}
            className="max-w-md"
            value={organizationId === null ? '' : String(organizationId)}
            options={[
              { value: '', label: t('rates.cards.chooseOrganization') },
              ...(organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
            ]}
            onValue={(v) => setOrganizationId(v === '' ? null : Number(v))}
          />
        )}

        {organizationId === null ? null : card.isPending ? (
          <PageSpinner label={t('rates.cards.loading')} />
        ) : card.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('rates.cards.loadFailed')}
          </p>
        ) : (
          <>
            <section aria-labelledby="in-force-title" className="space-y-2">
              <h2 id="in-force-title" className="text-base font-semibold text-slate-900">
                {t('rates.cards.inForce')}
              </h2>
              <p className="text-sm text-slate-700" data-testid="card-in-force">
                {card.data.current.version === null
                  ? t('rates.cards.standard')
                  : t('rates.cards.version', {
                      version: card.data.current.version,
                      day: card.data.current.effectiveFrom,
                    })}
              </p>
            </section>
            <section aria-labelledby="versions-title" className="space-y-2">
              <h2 id="versions-title" className="text-base font-semibold text-slate-900">
                {t('rates.cards.history')}
              </h2>
              {card.data.versions.length === 0 ? (
                <p className="text-sm text-slate-600">{t('rates.cards.noVersions')}</p>
              ) : (
                <ul
                  aria-labelledby="versions-title"
                  className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
                >
                  {card.data.versions.map((v) => (
                    <li key={v.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                      <span className="font-medium text-slate-900">
                        {t('rates.cards.version', { version: v.version, day: v.effectiveFrom })}
                      </span>
                      <span className="text-slate-600">
                        {v.version === card.data.current.version
                          ? t('rates.cards.inForceNow')
                          : v.effectiveFrom > today
                            ? t('rates.cards.later')
                            : t('rates.cards.replaced')}
                        {' · '}
                        {t('rates.cards.savedOn', { day: day(v.createdAt) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <RateCardEditor
              key={organizationId}
              organizationId={organizationId}
              initial={formOfCard(card.data.versions[0]?.card ?? card.data.current.card, today)}
            />
          </>
        )}
      </div>
    </>
  );
}
