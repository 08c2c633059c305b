/**
 * Level and the bars behind it: level progress is totalPoints % 1000 over 1000, perfect
 * deliveries are scaled to 50, the longest streak to 30 days, the rating to 5.0; on-time share
 * and the weekly goal are the server's figures.
 */
import { Gift, Trophy } from 'lucide-react';
import { LEVEL_SIZE } from '@domain/driver-rules';
import { Card } from '@web/components/ui/card';
import { usePerformance } from './api/get-performance';
import { percentOf } from './money';
import { PanelSkeleton, PerformanceUnavailable } from './PanelStates';
import { ProgressBar } from './ProgressBar';
import { useMessages } from '@web/i18n';

const PERFECT_SCALE = 50;
const STREAK_SCALE = 30;
const RATING_SCALE = 5;

type Bar = { label: string; value: number; text: string; note?: string };

export function ProgressPanel({ driverId }: { driverId: number }) {
  const performance = usePerformance(driverId);
  const { t, count } = useMessages();
  if (performance.isPending) return <PanelSkeleton label={t('perf.loadingProgress')} />;
  if (performance.isError) return <PerformanceUnavailable onRetry={() => void performance.refetch()} />;
  const p = performance.data;
  const intoLevel = p.totalPoints % LEVEL_SIZE;
  const days = (n: number) => t('perf.days', { count: n });
  const bars: Bar[] = [
    {
      label: t('perf.perfect'),
      value: percentOf(p.perfectDeliveries, PERFECT_SCALE),
      text: `${p.perfectDeliveries} / ${PERFECT_SCALE}`,
      note: t('perf.perfectNote'),
    },
    {
      label: t('perf.longestStreak'),
      value: percentOf(p.longestStreak, STREAK_SCALE),
      text: `${days(p.longestStreak)} / ${STREAK_SCALE}`,
      note: t('perf.currentStreak', { days: days(p.currentStreak) }),
    },
    {
      label: t('perf.averageRating'),
      value: percentOf(p.averageRating ?? 0, RATING_SCALE),
      text: p.averageRating === null ? t('perf.noRatings') : `${p.averageRating.toFixed(1)} / 5.0`,
    },
    {
      label: t('perf.onTime'),
      value: p.onTimePercentage ?? 0,
      text: p.onTimePercentage === null ? t('perf.noDeliveries') : `${p.onTimePercentage.toFixed(1)}%`,
    },
    {
      label: t('perf.thisWeek'),
      value: percentOf(p.weeklyProgress, p.weeklyGoal),
      text: t('perf.weekDeliveries', { progress: p.weeklyProgress, goal: p.weeklyGoal }),
      note: t('perf.weeklyGoal'),
    },
  ];

  return (
    <section aria-label={t('perf.label')} className="space-y-3">
      <Card className="space-y-3 p-4">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
            <Trophy className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-xl font-bold text-slate-900">{t('perf.level', { level: p.level })}</h3>
            <p className="text-sm text-slate-600">
              {t('perf.rankPoints', { rank: p.rank, points: count(p.totalPoints) })}
            </p>
          </div>
        </div>
        <ProgressBar
          value={percentOf(intoLevel, LEVEL_SIZE)}
          label={t('perf.levelProgress')}
          valueText={t('perf.levelPoints', { into: intoLevel, size: LEVEL_SIZE })}
          className="h-3"
        />
        <p className="flex justify-between text-xs text-slate-600">
          <span>
            {count(intoLevel)} / {count(LEVEL_SIZE)}
          </span>
          <span>{t('perf.toNextLevel', { points: count(p.pointsToNextLevel), level: p.level + 1 })}</span>
        </p>
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">
          <Gift className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('perf.reward')} <strong>{t('perf.rewardText')}</strong>
          </span>
        </p>
      </Card>
      <Card className="divide-y divide-slate-100">
        {bars.map((bar) => (
          <div key={bar.label} className="space-y-1.5 p-4">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-slate-900">{bar.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{bar.text}</span>
            </div>
            <ProgressBar value={bar.value} label={bar.label} valueText={bar.text} />
            {bar.note ? <p className="text-xs text-slate-600">{bar.note}</p> : null}
          </div>
        ))}
      </Card>
    </section>
  );
}
