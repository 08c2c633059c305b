/**
 * Drivers' pay rules for billing staff and dispatch: every rule with its day, the one in force, and
 * a new rule for every driver or one driver from a day on, with what a sample job and a week of
 * them would pay under it. A rule never changes an issued settlement.
 */
import { dayKey } from '@domain/central-time';
import { ruleInForce } from '@domain/driver-pay-rules';
import { PageHeader } from '@web/components/PageHeader';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n';
import { usePayRules, useRecentDrivers } from './api';
import { PayRuleEditor } from './PayRuleEditor';
import { ruleSummary } from './pay-rule-form';

export function PayRulesPage() {
  const { t } = useMessages();
  const rules = usePayRules();
  const recent = useRecentDrivers();
  const today = dayKey(new Date());
  const names = new Map(recent.names);
  const driverName = (id: number | null) =>
    id === null ? t('rates.pay.everyone') : t('rates.pay.driver', { name: names.get(id) ?? '', id });
  const owners = [...new Set([...(rules.data ?? []).map((r) => r.driverId), ...names.keys()])];
  const choices = [null, ...owners.filter((o): o is number => o !== null).sort((a, b) => a - b)];

  return (
    <>
      <PageHeader title={t('rates.pay.title')} description={t('rates.pay.description')} />
      {rules.isPending ? (
        <PageSpinner label={t('rates.pay.loading')} />
      ) : rules.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('rates.pay.loadFailed')}
        </p>
      ) : (
        <div className="space-y-6">
          <section aria-labelledby="rules-title" className="space-y-2">
            <h2 id="rules-title" className="text-base font-semibold text-slate-900">
              {t('rates.pay.rules')}
            </h2>
            <ul
              aria-labelledby="rules-title"
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
            >
              {[...rules.data]
                .sort((a, b) =>
                  a.effectiveFrom === b.effectiveFrom
                    ? b.id - a.id
                    : a.effectiveFrom < b.effectiveFrom
                      ? 1
                      : -1,
                )
                .map((rule) => {
                  const inForce = ruleInForce(
                    rules.data.filter((r) => r.driverId === rule.driverId),
                    rule.driverId ?? 0,
                    today,
                  );
                  return (
                    <li key={rule.id} className="space-y-1 p-3 text-sm">
                      <div className="flex flex-wrap justify-between gap-2">
                        <span className="font-medium text-slate-900">{driverName(rule.driverId)}</span>
                        <span className="text-slate-600">
                          {t('rates.pay.from', { day: rule.effectiveFrom })}
                          {inForce?.id === rule.id
                            ? ` · ${t('rates.pay.inForce')}`
                            : rule.effectiveFrom > today
                              ? ` · ${t('rates.cards.later')}`
                              : ''}
                        </span>
                      </div>
                      <p className="text-slate-700">{ruleSummary(rule, t)}</p>
                    </li>
                  );
                })}
            </ul>
          </section>
          <PayRuleEditor
            rules={rules.data}
            choices={choices.map((id) => ({ value: id === null ? '' : String(id), label: driverName(id) }))}
          />
        </div>
      )}
    </>
  );
}
