/**
 * The driver's earnings: pick a week (newest first, the current one on top), see its total, each
 * day and each job with how its pay was worked out, and any bonus or deduction dispatch added.
 * Every figure is the server's, from the driver's pay rules or the issued settlement; the driver
 * sees only its own (the server refuses anyone else's).
 */
import { useState } from 'react';
import { Redirect } from 'wouter';
import { PageHeader } from '@web/components/PageHeader';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuthUser } from '@web/lib/session';
import { useMessages } from '@web/i18n';
import { useWeeks } from './api/get-weeks';
import { weekLabel } from './format';
import { WeekStatement } from './WeekStatement';

export function EarningsPage() {
  const { t } = useMessages();
  const user = useAuthUser();
  if (!user) return <Redirect to="/login" replace />;
  if (user.driverId === undefined) {
    return (
      <Card role="alert" className="p-6 text-slate-800">
        {t('earnings.noProfile')}
      </Card>
    );
  }
  return <Earnings driverId={user.driverId} />;
}

function Earnings({ driverId }: { driverId: number }) {
  const { t, money, locale } = useMessages();
  const weeks = useWeeks(driverId);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? weeks.data?.[0]?.weekStart ?? null;

  return (
    <>
      <PageHeader title={t('earnings.title')} description={t('earnings.description')} />
      <div className="space-y-5">
        {weeks.isPending ? (
          <div role="status" aria-label={t('earnings.loadingWeeks')} className="space-y-2">
            <Skeleton className="h-11 w-full" />
          </div>
        ) : weeks.isError ? (
          <Card role="alert" className="p-4 text-sm text-red-800">
            {t('earnings.loadFailed')}
          </Card>
        ) : (
          <div className="space-y-1.5">
            <label htmlFor="earnings-week" className="block text-sm font-medium text-slate-800">
              {t('earnings.week')}
            </label>
            <select
              id="earnings-week"
              className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              value={selected ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {weeks.data.map((w) => (
                <option key={w.weekStart} value={w.weekStart}>
                  {t(w.status === 'issued' ? 'earnings.weekOptionIssued' : 'earnings.weekOption', {
                    week: weekLabel(w.weekStart, w.weekEnd, locale),
                    total: money(w.total),
                  })}
                </option>
              ))}
            </select>
          </div>
        )}
        {selected ? <WeekStatement driverId={driverId} weekStart={selected} /> : null}
      </div>
    </>
  );
}
