/** One week of the driver's pay: its total and state, then by day, by job, and its adjustments. */
import { Download } from 'lucide-react';
import type { SettlementResponse } from '@domain/driver-pay';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMessages } from '@web/i18n';
import { useWeek, weekPath } from './api/get-week';
import { dayLabel, weekLabel } from './format';

export function WeekStatement({ driverId, weekStart }: { driverId: number; weekStart: string }) {
  const { t } = useMessages();
  const week = useWeek(driverId, weekStart);
  if (week.isPending) {
    return (
      <Card role="status" aria-label={t('earnings.loadingWeek')} className="space-y-3 p-4">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-16 w-full" />
      </Card>
    );
  }
  if (week.isError) {
    return (
      <Card role="alert" className="p-4 text-sm text-red-800">
        {t('earnings.weekFailed')}
      </Card>
    );
  }
  const s = week.data;
  return (
    <div className="space-y-4">
      <Summary s={s} driverId={driverId} />
      <ByDay s={s} />
      <ByJob s={s} />
      {s.adjustments.length > 0 ? <Adjustments s={s} /> : null}
    </div>
  );
}

function Summary({ s, driverId }: { s: SettlementResponse; driverId: number }) {
  const { t, money, locale } = useMessages();
  return (
    <Card className="space-y-3 p-4" aria-labelledby="week-total">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="week-total" className="text-sm font-medium text-slate-600">
            {weekLabel(s.weekStart, s.weekEnd, locale)}
          </h2>
          <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="week-total">
            {money(s.total)}
          </p>
        </div>
        <p
          className={
            s.status === 'issued'
              ? 'shrink-0 rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-900'
              : 'shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800'
          }
        >
          {s.status === 'issued' ? t('earnings.issued', { number: s.number ?? '' }) : t('earnings.notIssued')}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{t('earnings.jobs', { count: s.lines.length })}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{money(s.jobsTotal)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('earnings.adjustments')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{money(s.adjustmentsTotal)}</dd>
        </div>
      </dl>
      <a
        href={`${weekPath(driverId, s.weekStart)}/pdf`}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <Download className="size-4" aria-hidden="true" />
        {t('earnings.statement')}
      </a>
    </Card>
  );
}

function ByDay({ s }: { s: SettlementResponse }) {
  const { t, money, locale } = useMessages();
  return (
    <section aria-labelledby="by-day" className="space-y-2">
      <h2 id="by-day" className="text-lg font-semibold text-slate-900">
        {t('earnings.byDay')}
      </h2>
      {s.days.length === 0 ? (
        <p className="text-sm text-slate-600">{t('earnings.noJobs')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {s.days.map((d) => (
            <li key={d.day} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
              <span className="text-slate-900">
                {dayLabel(d.day, locale)}{' '}
                <span className="text-slate-600">· {t('earnings.jobCount', { count: d.jobs })}</span>
              </span>
              <span className="font-semibold text-slate-900 tabular-nums">{money(d.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ByJob({ s }: { s: SettlementResponse }) {
  const { t, money, locale } = useMessages();
  if (s.lines.length === 0) return null;
  return (
    <section aria-labelledby="by-job" className="space-y-2">
      <h2 id="by-job" className="text-lg font-semibold text-slate-900">
        {t('earnings.byJob')}
      </h2>
      <ul className="space-y-2">
        {s.lines.map((line) => (
          <li key={line.orderId} aria-label={t('earnings.jobLabel', { number: line.orderNumber })}>
            <Card className="space-y-1 p-3">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold text-slate-900">#{line.orderNumber}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{money(line.amount)}</span>
              </div>
              <p className="text-xs text-slate-600">
                {t('earnings.jobLine', {
                  day: dayLabel(line.day, locale),
                  miles: line.miles,
                  pieces: t('earnings.pieceCount', { count: line.pieces }),
                })}
              </p>
              <ul className="text-xs text-slate-700">
                {line.parts.map((part) => (
                  <li key={part.code} className="flex justify-between gap-2">
                    <span>{part.label}</span>
                    <span className="tabular-nums">{money(part.amount)}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Adjustments({ s }: { s: SettlementResponse }) {
  const { t, money } = useMessages();
  return (
    <section aria-labelledby="adjustments" className="space-y-2">
      <h2 id="adjustments" className="text-lg font-semibold text-slate-900">
        {t('earnings.bonusesAndDeductions')}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {s.adjustments.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
            <span className="min-w-0 text-slate-900">
              {t(a.kind === 'bonus' ? 'earnings.bonus' : 'earnings.deduction')}{' '}
              <span className="text-slate-600">· {a.note}</span>
            </span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {a.kind === 'bonus' ? money(a.amount) : `−${money(a.amount)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
