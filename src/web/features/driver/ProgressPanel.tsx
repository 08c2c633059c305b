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

export const LEVEL_UP_REWARD = '+500 points, 1.2x weekend points';
const PERFECT_SCALE = 50;
const STREAK_SCALE = 30;
const RATING_SCALE = 5;
const count = new Intl.NumberFormat('en-US');

type Bar = { label: string; value: number; text: string; note?: string };

export function ProgressPanel({ driverId }: { driverId: number }) {
  const performance = usePerformance(driverId);
  if (performance.isPending) return <PanelSkeleton label="Loading progress" />;
  if (performance.isError) return <PerformanceUnavailable onRetry={() => void performance.refetch()} />;
  const p = performance.data;
  const intoLevel = p.totalPoints % LEVEL_SIZE;
  const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
  const bars: Bar[] = [
    {
      label: 'Perfect deliveries',
      value: percentOf(p.perfectDeliveries, PERFECT_SCALE),
      text: `${p.perfectDeliveries} / ${PERFECT_SCALE}`,
      note: 'On time and not rated below 5 stars',
    },
    {
      label: 'Longest streak',
      value: percentOf(p.longestStreak, STREAK_SCALE),
      text: `${days(p.longestStreak)} / ${STREAK_SCALE}`,
      note: `Current streak: ${days(p.currentStreak)}`,
    },
    {
      label: 'Average rating',
      value: percentOf(p.averageRating ?? 0, RATING_SCALE),
      text: p.averageRating === null ? 'No ratings yet' : `${p.averageRating.toFixed(1)} / 5.0`,
    },
    {
      label: 'On time',
      value: p.onTimePercentage ?? 0,
      text: p.onTimePercentage === null ? 'No deliveries yet' : `${p.onTimePercentage.toFixed(1)}%`,
    },
    {
      label: 'This week',
      value: percentOf(p.weeklyProgress, p.weeklyGoal),
      text: `${p.weeklyProgress} of ${p.weeklyGoal} deliveries`,
      note: 'Weekly goal',
    },
  ];

  return (
    <section aria-label="Progress" className="space-y-3">
      <Card className="space-y-3 p-4">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
            <Trophy className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-xl font-bold text-slate-900">Level {p.level}</h3>
            <p className="text-sm text-slate-600">
              {p.rank} · {count.format(p.totalPoints)} points
            </p>
          </div>
        </div>
        <ProgressBar
          value={percentOf(intoLevel, LEVEL_SIZE)}
          label="Level progress"
          valueText={`${intoLevel} of ${LEVEL_SIZE} points`}
          className="h-3"
        />
        <p className="flex justify-between text-xs text-slate-600">
          <span>
            {count.format(intoLevel)} / {count.format(LEVEL_SIZE)}
          </span>
          <span>
            {count.format(p.pointsToNextLevel)} points to Level {p.level + 1}
          </span>
        </p>
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">
          <Gift className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Level-up reward: <strong>{LEVEL_UP_REWARD}</strong>
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
